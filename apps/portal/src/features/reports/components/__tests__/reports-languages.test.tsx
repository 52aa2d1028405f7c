import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ReportFigures, ReportResponse } from '@affiliate/contract/endpoints/reports';
import { useAuthStore } from '@/lib/auth-store';
import { queryOf, stubFetch } from '@/testing/fetch-stub';
import { signedInUser } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { ReportsScreen } from '../reports-screen';
import { noActivityFreshness } from '@/testing/freshness-fixtures';

const figures = (clicks: number, signups: number, ngr: string): ReportFigures => ({
  clicks,
  signups,
  registrations: signups,
  first_depositors: 0,
  first_deposit_amount: '0.00',
  deposits: '0.00',
  ngr,
  commission: '0.00',
});

/** A week by Sub-ID 1: a named sub-ID and the links without one, which the gateway calls "(no sub-ID)". */
function renderReport() {
  stubFetch((request) => {
    const q = queryOf(request);
    const body: ReportResponse = {
      data: {
        rows: [
          {
            key: 'spring',
            label: 'spring',
            days: { from: q.from!, to: q.to! },
            current: figures(40, 3, '1234.56'),
            previous: null,
            previous_key: null,
            previous_label: null,
            previous_days: null,
          },
          {
            key: '',
            label: '(no sub-ID)',
            days: { from: q.from!, to: q.to! },
            current: figures(0, 1, '0.00'),
            previous: null,
            previous_key: null,
            previous_label: null,
            previous_days: null,
          },
        ],
        totals: { current: figures(40, 4, '1234.56'), previous: null },
      },
      meta: {
        group: 'sub1',
        from: q.from!,
        to: q.to!,
        compare_from: null,
        compare_to: null,
        sort: 'clicks',
        order: 'desc',
        rows_total: 2,
        currency: 'EUR',
        definitions: { clicks: 'Visits through your tracking links.' },
        as_of: '2026-11-08T10:00:00.000Z',
        brands: [{ code: 'goldline-partners', name: 'Goldline Partners' }],
        banner_filter: null,
        ...noActivityFreshness,
      },
    };
    return { status: 200, data: body };
  });
  renderRoutes(
    [page('/reports', <ReportsScreen />)],
    '/reports?group=sub1&range=custom&from=2026-11-02&to=2026-11-08',
  );
}

describe('reports screen in another language', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('reads in German: headings, controls, columns, the gateway’s own words, euros and dates the German way', async () => {
    await showInLanguage('de');
    renderReport();

    expect(await screen.findByRole('heading', { name: 'Berichte', level: 1 })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Sub-ID 1, 02.11.2026 bis 08.11.2026' }));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Sub-ID 1',
      'Klicks',
      'Registrierungen',
      'Vollregistrierungen',
      'Ersteinzahlungen',
      'Einzahlungen',
      'NGR',
      'Provision',
    ]);
    const spring = table.getByRole('rowheader', { name: 'spring' }).closest('tr')!;
    // NGR in euros as Germans write them; the funnel's ratio in words and German decimals.
    expect(within(spring).getAllByRole('cell')[5]).toHaveTextContent('1.234,56 €');
    expect(within(spring).getAllByRole('cell')[1]).toHaveTextContent('7,5 je 100 Klicks');
    // The gateway's "(no sub-ID)" is written by the portal in the language.
    expect(table.getByRole('rowheader', { name: '(ohne Sub-ID)' })).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'spring: nach Tagen anzeigen' })).toBeInTheDocument();
    expect(table.getByRole('rowheader', { name: 'Gesamt' })).toBeInTheDocument();

    const options = within(screen.getByRole('form', { name: 'Berichtsoptionen' }));
    expect(options.getByLabelText('Gruppieren nach')).toHaveDisplayValue('Sub-ID 1');
    expect(options.getByLabelText('Zeitraum')).toHaveDisplayValue('Eigener Zeitraum');
    expect(options.getByLabelText('Vergleichen mit')).toHaveDisplayValue('Kein Vergleich');
    expect(options.getByRole('button', { name: 'Daten übernehmen' })).toBeInTheDocument();
    expect(screen.getByText(/^Stand: 08\.11\.2026, /)).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Sub-ID 1 nach Klicks, Top 2: spring 40, (ohne Sub-ID) 0.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sub-ID 1 nach Klicks', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('2 Zeilen.')).toBeInTheDocument();
  });
});
