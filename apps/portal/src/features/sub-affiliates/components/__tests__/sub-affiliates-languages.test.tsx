import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { SubAffiliateList } from '@affiliate/contract/endpoints/sub-affiliates';
import { stubFetch } from '@/testing/fetch-stub';
import { startSignedInSession } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { subAffiliateBrands, subAffiliateList } from '@/testing/sub-affiliate-fixtures';
import { SubAffiliatesScreen } from '../sub-affiliates-screen';

function renderSubAffiliates(list: SubAffiliateList) {
  stubFetch((request) =>
    request.url.endsWith('/brands')
      ? { status: 200, data: { data: subAffiliateBrands } }
      : { status: 200, data: list },
  );
  return renderRoutes([page('/sub-affiliates', <SubAffiliatesScreen />)], '/sub-affiliates');
}

/** The table's rows; Intl's no-break spaces (`62,03 €`) read as spaces. */
function tableRows(name: string): string[][] {
  return within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\u00a0/g, ' ')),
    );
}

describe('sub-affiliates screen in other languages', () => {
  beforeEach(startSignedInSession);

  it('shows a German affiliate the invite link, the deal part and every figure in German, amounts the German way', async () => {
    await showInLanguage('de');
    renderSubAffiliates(subAffiliateList());

    expect(await screen.findByRole('heading', { level: 1, name: 'Sub-Affiliates' })).toBeInTheDocument();
    const invite = await screen.findByRole('region', { name: 'Ihr Einladungslink' });
    expect(within(invite).getByLabelText('Einladungslink')).toHaveValue(
      'https://partners.example.com/auth/register?ref=K7QX2M9A',
    );
    expect(within(invite).getByRole('button', { name: 'Link kopieren' })).toBeInTheDocument();
    expect(within(invite).getByRole('img', { name: 'QR-Code Ihres Einladungslinks' })).toBeInTheDocument();

    const terms = screen.getByRole('region', { name: 'Was Ihr Vergütungsmodell für sie zahlt' });
    expect(terms.textContent?.replace(/\u00a0/g, ' ')).toContain(
      '5 % der Provision jedes Sub-Affiliates, 12 Monate lang ab seiner Freischaltung',
    );

    await screen.findAllByText('Goldline Bet Brasil');
    expect(tableRows('Ihre Sub-Affiliates')).toEqual([
      [
        'Sub-Affiliate',
        'Beigetreten',
        'Status',
        'Einnahmen bis',
        'Seine Provision diesen Monat',
        'Ihre geschätzten Einnahmen diesen Monat',
        'Ihre Einnahmen bisher',
      ],
      ['anna-media', '15.03.2026', 'Aktiv', 'Februar 2027', '1.240,50 €', '62,03 €', '410,20 €'],
      ['anna-media, Marke Goldline Bet Brasil', '', '', '', '1.000,00 €', '50,00 €', '380,00 €'],
      ['anna-media, Marke Goldline Deutschland', '', '', '', '240,50 €', '12,03 €', '30,20 €'],
      ['bet-tips-blog', '01.06.2025', 'Gesperrt', 'Mai 2026 (beendet)', '—', '—', '95,00 €'],
    ]);
  });

  it('says a deal per qualified player in Portuguese and Spanish, in the affiliate’s currency', async () => {
    await showInLanguage('pt-BR');
    const view = renderSubAffiliates(
      subAffiliateList({ currency: 'BRL', terms: { per_qualified_player: '10.00', months: 1 } }, []),
    );
    expect(await screen.findByText('Nenhum subafiliado ainda')).toBeInTheDocument();
    const terms = screen.getByRole('region', { name: 'O que seu acordo paga sobre eles' });
    expect(terms.textContent?.replace(/\u00a0/g, ' ')).toContain(
      'R$ 10,00 por jogador qualificado de cada subafiliado durante 1 mês a partir da aprovação dele',
    );
    view.unmount();

    await showInLanguage('es');
    renderSubAffiliates(subAffiliateList({ terms: null }, []));
    expect(await screen.findByText('Tu acuerdo no paga nada por subafiliados.')).toBeInTheDocument();
    expect(screen.getByText('Aún no tienes subafiliados')).toBeInTheDocument();
  });
});
