import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardFigures } from '@affiliate/contract';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { memberFixture, signedInUser } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { DashboardScreen } from '../dashboard-screen';
import { noActivityFreshness } from '@/testing/freshness-fixtures';

const figures: DashboardFigures = {
  clicks: 1520,
  signups: 12,
  registrations: 9,
  first_depositors: 4,
  first_deposit_amount: '200',
  deposits: '1500.25',
  turnover: '4321.5',
  winloss: '-250.75',
  bonuses: '40',
  ngr: '300.1',
  estimated_commission: '75.03',
};

function dashboardReply(request: RecordedRequest, currency: string): StubReply {
  const query = Object.fromEntries(new URL(request.fullUrl).searchParams);
  return {
    status: 200,
    data: {
      data: { totals: figures, series: [{ period_start: query.from, ...figures }] },
      meta: {
        from: query.from,
        to: query.to,
        granularity: query.granularity,
        category: query.category ?? null,
        currency,
        // No definitions from the gateway: the portal's own, in the affiliate's language.
        definitions: {},
        commission_plan: { revenue_share: '0.25', admin_fee_rate: '0.1' },
        as_of: '2026-11-22T10:00:00Z',
        ...noActivityFreshness,
      },
    },
  };
}

/** The dashboard of an affiliate paid in `currency` (`symbol`). */
function renderDashboard(currency = 'EUR', symbol = '€') {
  stubFetch((request) => {
    switch (request.url) {
      case '/api/v1/bo/me':
        return { status: 200, data: { data: memberFixture(currency, symbol) } };
      case '/api/v1/bo/affiliate/me/referral-turnover-winloss/current-period':
        return {
          status: 200,
          data: {
            data: {
              period_start: '2026-11-01',
              period_end: '2026-11-30',
              currency,
              turnover: '123456.785',
              winloss: '-9876.5',
              as_of: new Date(Date.now() - 5 * 60_000).toISOString(),
            },
          },
        };
      case '/api/v1/affiliate/7/referral-count':
        return {
          status: 200,
          data: { data: { total: 2034, registered: 1627, depositing: 1017, active_this_period: 311 } },
        };
      case '/api/v1/affiliate/7/dashboard':
        return dashboardReply(request, currency);
      case '/api/v1/bo/me/balance':
        return {
          status: 200,
          data: { data: { currency, balance: '1450.00', available: '1200.00', held: '250.00' } },
        };
      default:
        return { status: 404, data: { message: 'Not found' } };
    }
  });
  return renderRoutes([page('/', <DashboardScreen />)], '/');
}

const card = (name: string) => screen.findByRole('region', { name });

describe('dashboard screen in other languages', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('shows a German affiliate the period, their players and the chart in German, amounts the German way', async () => {
    await showInLanguage('de');
    const user = userEvent.setup();
    renderDashboard();

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Aktueller Zeitraum: November 2026' }),
    ).toBeInTheDocument();
    await waitFor(async () =>
      expect(await card('Umsatz geworbener Spieler')).toHaveTextContent('123.456,79 €'),
    );
    expect(await card('Gewinn/Verlust geworbener Spieler')).toHaveTextContent('-9.876,50 €');
    await waitFor(async () =>
      expect(await card('Verfügbares Guthaben')).toHaveTextContent('250,00 € für Anfragen reserviert'),
    );
    expect(screen.getByRole('heading', { name: 'Ihre Spieler' })).toBeInTheDocument();
    await waitFor(async () => expect(await card('Geworbene Spieler')).toHaveTextContent('2.034'));

    // The chart's options and figures, and the totals with the portal's own definitions.
    expect(screen.getByRole('heading', { name: 'Performance' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Zeitraum' })).toHaveDisplayValue('Dieser Monat');
    expect(screen.getByRole('combobox', { name: 'Gruppieren nach' })).toHaveDisplayValue('Tag');
    expect(screen.getByRole('combobox', { name: 'Kategorie' })).toHaveDisplayValue('Alle Kategorien');
    expect(
      await screen.findByRole('heading', { name: /^Summen vom \d\d\.\d\d\.\d{4} bis / }),
    ).toBeInTheDocument();
    expect(await card('Klicks')).toHaveTextContent('1.520');
    expect(await card('Einzahlungen')).toHaveTextContent('1.500,25 €');
    expect(screen.getByText(/^Provisionsplan:/)).toHaveTextContent(
      'Provisionsplan: 25 % Revenue Share auf den NGR, Verwaltungsgebühr 10 %.',
    );

    await user.click(screen.getByRole('button', { name: 'Als Tabelle zeigen' }));
    const table = await screen.findByRole('region', { name: 'Diagrammdaten' });
    expect(within(table).getByRole('columnheader', { name: 'Zeitraum' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Umsatz' })).toBeInTheDocument();
  });

  it("opens a Brazilian affiliate's estimated commission to its inputs in Portuguese", async () => {
    await showInLanguage('pt-BR');
    const user = userEvent.setup();
    renderDashboard('BRL', 'R$');

    await waitFor(async () =>
      expect(await card('Comissão estimada no período')).toHaveTextContent('R$ 75,03'),
    );
    await user.click(screen.getByRole('button', { name: 'Ver como é calculada' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comissão estimada: os valores de cálculo' });
    expect(
      [...dialog.querySelectorAll('dt')].map(
        // Intl puts a no-break space between the symbol and the amount.
        (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`.replace(/\u00a0/g, ' '),
      ),
    ).toEqual([
      'Ganhos/perdas -R$ 250,75',
      'Bônus R$ 40,00',
      'Taxa administrativa (%) 10%',
      'NGR R$ 300,10',
      'Revenue share 25%',
      'Comissão estimada R$ 75,03',
    ]);
    expect(dialog).toHaveTextContent(
      'Receita líquida de jogo: ganhos/perdas menos bônus menos a taxa administrativa.',
    );
  });
});
