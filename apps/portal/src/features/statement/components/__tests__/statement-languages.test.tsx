import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Statement } from '@affiliate/contract/endpoints/statements';
import { stubFetch } from '@/testing/fetch-stub';
import { memberFixture, startSignedInSession } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { knownStatement } from '@/testing/statement-fixtures';
import { StatementScreen } from '../statement-screen';

const today = new Date('2026-11-10T12:00:00Z');

/** October 2026's known statement, in a currency, with one rate it converted a brand's activity at. */
function statementIn(currency: string): Statement {
  return {
    ...knownStatement,
    currency,
    rates_used: [
      {
        from: 'BRL',
        to: 'EUR',
        rate: '0.16',
        rate_day: '2026-10-01',
        source: 'ECB',
        later_from: '2026-10-02',
        later_to: '2026-10-03',
      },
    ],
  };
}

function renderStatement(statement: Statement) {
  stubFetch((request) => {
    if (request.url === '/api/v1/bo/me') return { status: 200, data: { data: memberFixture() } };
    return { status: 200, data: { data: statement } };
  });
  return renderRoutes(
    [page('/statement-of-account', <StatementScreen today={today} />)],
    '/statement-of-account',
  );
}

/** The text of the <dd> after a <dt> of a given name inside `scope`, its spaces (Intl's no-break ones) plain. */
function valueOf(scope: HTMLElement, term: string): string | undefined {
  return within(scope)
    .getByText(term, { selector: 'dt' })
    .nextElementSibling?.textContent?.replace(/\s+/g, ' ');
}

describe('the statement of account in other languages', () => {
  beforeEach(startSignedInSession);

  it('reads in Portuguese, with reais in the Brazilian format and dates as DD/MM/AAAA', async () => {
    await showInLanguage('pt-BR');
    renderStatement(statementIn('BRL'));
    await screen.findByText('Dana Demo');

    expect(screen.getByRole('heading', { level: 1, name: 'Extrato da conta' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeInTheDocument();
    const details = screen.getByRole('group', { name: 'Dados do extrato' });
    expect(valueOf(details, 'Período')).toBe('outubro de 2026');
    expect(valueOf(details, 'Moeda')).toBe('BRL');
    expect(screen.getByLabelText('Mês')).toHaveValue('2026-10');
    expect(screen.getByRole('option', { name: 'novembro de 2026 (até agora)' })).toBeInTheDocument();

    expect(
      within(screen.getByRole('region', { name: 'Saldo inicial' })).getByText('R$ 100,10'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Saldo final' })).getByText('R$ 1.075,06'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Comissão de setembro de 2026').length).toBeGreaterThan(0);
    expect(screen.getByText('Volume de apostas')).toBeInTheDocument();

    const lines = within(screen.getByRole('table', { name: 'Lançamentos' }));
    expect(lines.getByRole('columnheader', { name: 'Valor' })).toBeInTheDocument();
    expect(lines.getAllByText('14/10/2026').length).toBeGreaterThan(0);
    expect(lines.getByText(/Saque solicitado/)).toBeInTheDocument();
    expect(lines.getByText('-R$ 250,00')).toBeInTheDocument();
    expect(lines.getByText('Retido +R$ 250,00')).toBeInTheDocument();

    expect(
      screen.getByText(
        'Taxas de câmbio usadas: BRL→EUR 0,16 (ECB, 01/10/2026). Taxas de 01/10/2026 usadas para 02/10/2026–03/10/2026.',
      ),
    ).toBeInTheDocument();
  });

  it('reads in German, with euros as 1.234,56 € and dates as DD.MM.YYYY', async () => {
    await showInLanguage('de');
    renderStatement(statementIn('EUR'));
    await screen.findByText('Dana Demo');

    expect(screen.getByRole('heading', { level: 1, name: 'Kontoabrechnung' })).toBeInTheDocument();
    const details = screen.getByRole('group', { name: 'Angaben zur Abrechnung' });
    expect(valueOf(details, 'Zeitraum')).toBe('Oktober 2026');
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeInTheDocument();

    expect(
      within(screen.getByRole('region', { name: 'Endguthaben' })).getByText('1.075,06 €'),
    ).toBeInTheDocument();
    const totals = screen.getByRole('heading', { name: 'Summen' }).closest('section')!;
    expect(valueOf(totals, 'Geleistete Auszahlungen')).toBe('-250,00 €');
    expect(valueOf(totals, 'Provision')).toBe('1.234,56 €');

    const lines = within(screen.getByRole('table', { name: 'Buchungen' }));
    expect(lines.getAllByText('15.10.2026').length).toBeGreaterThan(0);
    expect(lines.getByText(/Auszahlung ausgezahlt/)).toBeInTheDocument();
    expect(lines.getByText('+1.234,56 €')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Verwendete Wechselkurse: BRL→EUR 0,16 (ECB, 01.10.2026). Kurse vom 01.10.2026 verwendet für 02.10.2026–03.10.2026.',
      ),
    ).toBeInTheDocument();
  });
});
