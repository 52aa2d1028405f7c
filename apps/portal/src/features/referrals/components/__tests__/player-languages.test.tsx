import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch } from '@/testing/fetch-stub';
import { memberFixture, referredPlayer, signedInUser } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { PlayerScreen } from '../player-screen';

const figures = {
  deposits: '1234.56',
  withdrawals: '0.00',
  turnover: '0.00',
  winloss: '50.00',
  bonuses: '0.00',
  admin_fee: '0.00',
  ngr: '40.00',
  revenue_share: '12.00',
  cpa: '25.00',
  earned: '37.00',
};

/** Why the CPA is pending, as the gateway writes it in the language asked (Accept-Language). */
const pendingReason: Record<string, string> = {
  en: 'Turnover €120.00 of €200.00 — 12 days left',
  de: 'Umsatz 120,00 € von 200,00 € – noch 12 Tage',
};

/** A player whose CPA is pending: first deposit met, turnover short, 12 days left. */
function renderPlayer() {
  stubFetch((request) => {
    if (request.url === '/api/v1/bo/me') return { status: 200, data: { data: memberFixture('EUR') } };
    if (request.url === '/api/v1/affiliate/7/member/1000/months')
      return {
        status: 200,
        data: {
          data: {
            player: referredPlayer(1000, { country: 'SE' }),
            cpa: {
              status: 'pending',
              reason: pendingReason[request.headers['accept-language'] ?? 'en'],
              qualified_on: null,
              days_left: 12,
              progress: [
                { criterion: 'first_deposit', reached: '50.00', required: '20.00', met: true },
                { criterion: 'turnover', reached: '120.00', required: '200.00', met: false },
              ],
            },
            months: [{ month: '2026-03-01', revenue_share_rate: '0.3000', closed: true, ...figures }],
            totals: figures,
          },
          meta: { currency: 'EUR', definitions: {} },
        },
      };
    return { status: 404, data: { message: 'Not found' } };
  });
  renderRoutes([page('/referrals/:playerId', <PlayerScreen />)], '/referrals/1000');
}

describe("a referred player's page in another language", () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('reads in German: facts, CPA status and criteria, months with euros, percentages and dates the German way', async () => {
    await showInLanguage('de');
    renderPlayer();

    expect(await screen.findByRole('heading', { name: 'Spieler-ID 1000', level: 1 })).toBeInTheDocument();
    expect((await screen.findByText('Beigetreten am')).nextElementSibling).toHaveTextContent('01.03.2026');
    expect(screen.getByText('Land').nextElementSibling).toHaveTextContent('Schweden');

    const cpa = within(screen.getByRole('region', { name: 'CPA-Status' }));
    expect(cpa.getByText('Ausstehend')).toBeInTheDocument();
    // The gateway's sentence, asked in German.
    expect(cpa.getByText('Umsatz 120,00 € von 200,00 € – noch 12 Tage')).toBeInTheDocument();
    expect(cpa.getByText('Verbleibende Tage').nextElementSibling).toHaveTextContent('12 Tage');
    const criteria = within(cpa.getByRole('list', { name: 'CPA-Kriterien' }));
    expect(criteria.getByText('Ersteinzahlung 50,00 € (mindestens 20,00 €)')).toBeInTheDocument();
    expect(criteria.getByText('Umsatz 120,00 € von 200,00 €')).toBeInTheDocument();

    const table = within(screen.getByRole('table', { name: /^Die Monate des Spielers/ }));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Monat',
      'Einzahlungen',
      'Auszahlungen',
      'Umsatz',
      'Gewinn/Verlust',
      'Boni',
      'NGR',
      'Revenue Share',
      'CPA',
      'Verdient',
    ]);
    expect(table.getByRole('rowheader', { name: /^März 2026/ })).toHaveTextContent(
      'März 202630 % Revenue Share · Abgeschlossen',
    );
    expect(table.getAllByText('1.234,56 €')).toHaveLength(2);
  });
});
