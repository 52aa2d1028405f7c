import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch } from '@/testing/fetch-stub';
import { listedPlayer, memberFixture, pageMeta, signedInUser } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { ReferralsScreen } from '../referrals-screen';

const LIST = '/api/v1/affiliate/7/member';

/** Each player's CPA reason as the gateway writes it in English and, asked so, in Portuguese. */
const reasons = {
  en: [
    'Qualified on 03/05/2026',
    'Turnover R$120.00 of R$200.00 — 3 days left',
    'Reversed by the program on 11/20/2026: Duplicate account',
  ],
  'pt-BR': [
    'Qualificado em 05/03/2026',
    'R$ 120,00 de R$ 200,00 em volume de apostas — faltam 3 dias',
    'Estornado pelo programa em 20/11/2026: Duplicate account',
  ],
};

function playersIn(language: keyof typeof reasons) {
  const [qualified, pending, reversed] = reasons[language];
  return [
    listedPlayer(1000, { cpa_reason: qualified! }),
    listedPlayer(1001, { cpa_status: 'pending', cpa_reason: pending!, cpa_qualified_on: null }),
    listedPlayer(1002, { cpa_status: 'reversed', cpa_reason: reversed!, cpa_qualified_on: null }),
  ];
}

function renderReferrals(path: string) {
  stubFetch((request) => {
    const players = playersIn(request.headers['accept-language'] === 'pt-BR' ? 'pt-BR' : 'en');
    if (request.url === '/api/v1/bo/me') return { status: 200, data: { data: memberFixture('BRL') } };
    if (request.url.startsWith(LIST))
      return {
        status: 200,
        data: {
          data: players,
          meta: pageMeta(1, 10, 3, {
            currency: 'BRL',
            brands: [{ code: 'goldline-partners', name: 'Goldline Partners' }],
          }),
        },
      };
    return { status: 404, data: { message: 'Not found' } };
  });
  renderRoutes([page('/referrals', <ReferralsScreen />)], path);
}

describe('referrals screen in another language', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('reads in Brazilian Portuguese: filters, month names, columns, CPA status and reason, reais and dates', async () => {
    await showInLanguage('pt-BR');
    renderReferrals('/referrals?year=2026&month=3');

    expect(await screen.findByRole('heading', { name: 'Indicações', level: 1 })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: /^Jogadores indicados/ }));
    expect(table.getByText('Números de março de 2026')).toBeInTheDocument();
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'ID do jogador',
      'CPA',
      'Data de entrada',
      'Cadastro completo em',
      'Categoria',
      'Marca',
      'País',
      'Primeiro depósito',
      'Depósitos',
      'Volume de apostas',
      'Ganhos/perdas',
      'Bônus',
    ]);
    const first = table.getByRole('rowheader', { name: '1000' }).closest('tr')!;
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells.slice(0, 6)).toEqual([
      'QualificadoQualificado em 05/03/2026',
      '01/03/2026',
      '04/03/2026',
      'Cassino',
      'Goldline Partners',
      'Alemanha',
    ]);
    // Reais as Brazilians write them.
    expect(cells[7]).toBe('R$ 1.250,50');
    // The gateway's reason, asked in Portuguese; the operator's own note stays as written.
    const pending = table.getByRole('rowheader', { name: '1001' }).closest('tr')!;
    expect(within(pending).getAllByRole('cell')[0]).toHaveTextContent(
      'PendenteR$ 120,00 de R$ 200,00 em volume de apostas — faltam 3 dias',
    );
    const reversed = table.getByRole('rowheader', { name: '1002' }).closest('tr')!;
    expect(within(reversed).getAllByRole('cell')[0]).toHaveTextContent(
      'EstornadoEstornado pelo programa em 20/11/2026: Duplicate account',
    );

    const filters = within(screen.getByRole('form', { name: 'Filtrar jogadores indicados' }));
    expect(filters.getByLabelText('Ano')).toHaveDisplayValue('2026');
    expect(filters.getByLabelText('Mês')).toHaveDisplayValue('Março');
    expect(
      within(filters.getByLabelText('Mês'))
        .getAllByRole('option')
        .map((option) => option.textContent)
        .slice(0, 3),
    ).toEqual(['Todos os meses', 'Janeiro', 'Fevereiro']);
    expect(filters.getByLabelText('Categoria')).toHaveDisplayValue('Todas as categorias');
    expect(filters.getByRole('checkbox', { name: 'Só com depósito' })).toBeChecked();
    expect(filters.getByRole('button', { name: 'Redefinir' })).toBeInTheDocument();
    expect(screen.getByText('Exibindo 1–3 de 3 jogadores')).toBeInTheDocument();
  });
});
