import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { stubFetch } from '@/testing/fetch-stub';
import {
  brandDealsCommission,
  negativeBaseCommission,
  tieredCommission,
} from '@/testing/commission-fixtures';
import { startSignedInSession } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { CommissionScreen } from '../commission-screen';

function renderCommission(figures = tieredCommission) {
  stubFetch(() => ({ status: 200, data: { data: figures } }));
  return renderRoutes([page('/commission', <CommissionScreen />)], '/commission');
}

/**
 * Each figure of a group as [label, value], in order; Intl's no-break spaces (`2.195,00 €`, `10 %`) read
 * as spaces.
 */
function figuresOf(name: string): Array<[string, string]> {
  const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');
  const group = screen.getByRole('group', { name });
  return [...group.querySelectorAll('dt')].map((dt) => [
    plain(dt.textContent),
    plain(dt.nextElementSibling?.textContent),
  ]);
}

describe('commission screen in other languages', () => {
  beforeEach(startSignedInSession);

  it('shows a German affiliate the running month, the deal and every figure in German, amounts the German way', async () => {
    await showInLanguage('de');
    renderCommission();

    expect(await screen.findByRole('heading', { level: 1, name: 'Provision' })).toBeInTheDocument();
    const headline = await screen.findByRole('region', { name: /^Würde der Monat jetzt enden: 2\.195,00/ });
    expect(headline).toHaveTextContent('Dezember 2026, bisher');
    expect(within(headline).getByText(/^10\.12\.2026/, { selector: 'time' })).toBeInTheDocument();
    expect(figuresOf('Zusammensetzung')).toEqual([
      ['Revenue Share', '1.695,00 €'],
      ['CPA gesamt', '500,00 €'],
      ['Provision (Revenue Share + CPA)', '2.195,00 €'],
    ]);

    const deal = screen.getByRole('region', { name: 'Ihr Vergütungsmodell' });
    expect(deal).toHaveTextContent('Goldline Tiered, Version 3, gültig seit 01.12.2026');
    // What the deal pays is the contract's English (deal-words.ts), as the console and the CLI say it.
    expect(within(deal).getByRole('list', { name: 'Was das Vergütungsmodell zahlt' })).toHaveTextContent(
      tieredCommission.deal.summary[0]!,
    );

    expect(figuresOf('NGR und Basis')).toEqual([
      ['Umsatz', '154.320,50 €'],
      ['Gewinn/Verlust', '9.800,00 €'],
      ['Boni', '420,00 €'],
      ['Verwaltungsgebühr (10 % von Gewinn/Verlust)', '980,00 €'],
      ['NGR (Gewinn/Verlust − Boni − Verwaltungsgebühr)', '8.400,00 €'],
      ['Nachträglicher NGR', '-120,00 €'],
      ['Negativvortrag', '-1.500,00 €'],
      ['Basis (NGR + nachträglicher NGR + Negativvortrag)', '6.780,00 €'],
    ]);
    expect(figuresOf('Stufe')).toEqual([['Erreichte Stufe', '25 %']]);
    expect(screen.getByText(/^Noch 3\.220,00/)).toHaveTextContent('Noch 3.220,00 € NGR bis 30 %');
    expect(
      screen.getByText('Ihr Vergütungsmodell vergütet höchstens 10 Spieler pro Monat.'),
    ).toBeInTheDocument();
  });

  it("calls a flat deal's percentage Satz in German, not Kurs, the word of a payout's exchange rate", async () => {
    await showInLanguage('de');
    renderCommission(negativeBaseCommission);

    await screen.findByRole('region', { name: /^Würde der Monat jetzt enden:/ });
    expect(figuresOf('Stufe')).toEqual([['Satz', '25 %']]);
  });

  it('names each deal of a Brazilian affiliate with brand deals in Portuguese', async () => {
    await showInLanguage('pt-BR');
    renderCommission(brandDealsCommission);

    expect(await screen.findByRole('heading', { level: 1, name: 'Comissão' })).toBeInTheDocument();
    await screen.findByRole('region', { name: /^Se o mês fechasse agora:/ });
    expect(
      screen.getByText('2 marcas são pagas por acordos próprios; o valor soma todos.'),
    ).toBeInTheDocument();
    const brasil = brandDealsCommission.brand_deals[0]!;
    expect(
      screen.getByRole('region', { name: `${brasil.brand_name} — Brasil Flat (versão 2)` }),
    ).toHaveTextContent(`Acordo próprio de ${brasil.brand_name}, em vigor desde 01/11/2026`);
    expect(figuresOf(`Comissão, ${brasil.brand_name}`).at(-1)?.[0]).toBe('Comissão (revenue share + CPA)');
  });
});
