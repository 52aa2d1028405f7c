import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch } from '@/testing/fetch-stub';
import { pageMeta, startSignedInSession } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { commissionRowFixture, transactionRowFixture } from '@/testing/statement-fixtures';
import { TransactionHistoryScreen } from '../transaction-history-screen';

/** A paid withdrawal and a commission, in a currency. */
function renderHistory(currency: string) {
  const rows = [
    transactionRowFixture('w-1', { currency, amount: '-1234.56' }),
    commissionRowFixture('c-1', { currency }),
  ];
  stubFetch((request) => {
    if (request.url === '/api/v1/bo/me/transactions/w-1')
      return {
        status: 200,
        data: {
          data: {
            ...rows[0],
            destination: 'bc1q…x7k2',
            review_reason: null,
            reject_reason: null,
            timeline: [{ status: 'requested', at: '2026-10-14T09:30:00Z', actor: 'you', note: null }],
          },
        },
      };
    if (request.url === '/api/v1/bo/me/transactions')
      return { status: 200, data: { data: rows, meta: pageMeta(1, 10, 2) } };
    return { status: 404, data: { message: 'Not needed' } };
  });
  return renderRoutes([page('/transaction-history', <TransactionHistoryScreen />)], '/transaction-history');
}

/** A cell's text with Intl's no-break spaces as plain ones. */
const plain = (element: Element) => element.textContent?.replace(/\s+/g, ' ');

describe('the transaction history in other languages', () => {
  beforeEach(startSignedInSession);

  it('reads in Portuguese, with reais in the Brazilian format and dates as DD/MM/AAAA', async () => {
    const user = userEvent.setup();
    await showInLanguage('pt-BR');
    renderHistory('BRL');
    const table = within(await screen.findByRole('table', { name: 'Transações' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Histórico de transações' })).toBeInTheDocument();
    expect(screen.getByLabelText('Linhas por página')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redefinir' })).toBeInTheDocument();
    await table.findByRole('rowheader', { name: '14/10/2026' });
    expect(screen.getByText('Exibindo 1–2 de 2 transações')).toBeInTheDocument();

    expect(table.getByRole('columnheader', { name: 'Valor' })).toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: 'Referência do pagamento' })).toBeInTheDocument();
    const withdrawal = table.getAllByRole('row')[1]!;
    expect(within(withdrawal).getByRole('rowheader')).toHaveTextContent('14/10/2026');
    const cells = within(withdrawal).getAllByRole('cell').map(plain);
    expect(cells[0]).toMatch(/^Saque/);
    expect(cells[1]).toBe('Pago');
    expect(cells[3]).toBe('-R$ 1.234,56');
    expect(cells[4]).toBe('R$ 2,50');
    expect(table.getByText('Creditado')).toBeInTheDocument();

    await user.click(table.getByRole('button', { name: 'Detalhes do saque de 14/10/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saque de 14/10/2026' });
    expect(await within(dialog).findByText('Linha do tempo')).toBeInTheDocument();
    expect(within(dialog).getByText('Valor solicitado')).toBeInTheDocument();
    expect(within(dialog).getByText(/Você/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });

  it('reads in German, with euros as 1.234,56 € and dates as DD.MM.YYYY', async () => {
    await showInLanguage('de');
    renderHistory('EUR');
    const table = within(await screen.findByRole('table', { name: 'Transaktionen' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Transaktionsverlauf' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Transaktionen filtern' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Alle Auszahlungsmethoden' })).toBeInTheDocument();

    await table.findByRole('rowheader', { name: '14.10.2026' });
    expect(table.getByRole('columnheader', { name: 'Gebühr' })).toBeInTheDocument();
    const [, withdrawal, commission] = table.getAllByRole('row');
    expect(within(withdrawal!).getByRole('rowheader')).toHaveTextContent('14.10.2026');
    const cells = within(withdrawal!).getAllByRole('cell').map(plain);
    expect(cells[0]).toMatch(/^Auszahlung/);
    expect(cells[1]).toBe('Ausgezahlt');
    expect(cells[3]).toBe('-1.234,56 €');
    expect(cells[5]).toBe('1 BTC = 60.000,00 €');
    expect(within(commission!).getByRole('rowheader')).toHaveTextContent('01.10.2026');
    expect(within(commission!).getAllByRole('cell').map(plain)[3]).toBe('+1.234,56 €');
    expect(table.getByRole('button', { name: 'Details der Provision vom 01.10.2026' })).toBeInTheDocument();
  });
});
