import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedBanner } from '@affiliate/contract/endpoints/banners';
import { useAffiliateToolsForm } from '@/lib/affiliate-tools-form-store';
import { bannerCatalogueFixture, referralCodeFixture, savedBannerFixture } from '@/testing/banner-fixtures';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { pageMeta, startSignedInSession } from '@/testing/fixtures';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { AffiliateToolsScreen } from '../affiliate-tools-screen';

const ARCHIVE = '/api/v1/affiliate/7/banner/';

function gatewayWith(archive: SavedBanner[]) {
  return (request: RecordedRequest): StubReply => {
    const { url, method } = request;
    if (url === '/api/v1/banner') {
      const { type, language } = queryOf(request);
      const rows = bannerCatalogueFixture.filter(
        (b) => (!type || b.type === type) && (!language || b.language === language),
      );
      return { status: 200, data: { data: rows, meta: pageMeta(1, 1000, rows.length) } };
    }
    if (url === ARCHIVE && method === 'GET')
      return { status: 200, data: { data: archive, meta: pageMeta(1, 1000, archive.length) } };
    if (url === '/api/v1/affiliate/7/banner/2' && method === 'DELETE') {
      archive.splice(0, archive.length, ...archive.filter((entry) => entry.id !== 2));
      return { status: 200, data: { message: 'Banner successfully deleted.', data: { id: 2 } } };
    }
    if (url === '/api/v1/affiliate/7/referral-codes')
      return {
        status: 200,
        data: { data: [referralCodeFixture('DEMO', { is_default: true, clicks: 1234 })] },
      };
    return { status: 404, data: { message: 'Not found' } };
  };
}

function renderTools(archive: SavedBanner[] = []) {
  stubFetch(gatewayWith(archive));
  renderRoutes([page('/affilliate-tools', <AffiliateToolsScreen />)], '/affilliate-tools');
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, select' });

describe('affiliate tools screen in another language', () => {
  beforeEach(startSignedInSession);

  it('shows the generator in German, the banner languages named in German', async () => {
    const user = userEvent.setup();
    await showInLanguage('de');
    renderTools();

    expect(await screen.findByRole('heading', { level: 1, name: 'Affiliate-Tools' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Erstellen' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /^Archiv/ })).toBeInTheDocument();
    expect(field('Kampagnenname')).toBeInTheDocument();
    expect(screen.getByText('Die Website, auf der das Banner erscheint.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Banner speichern' })).toBeInTheDocument();

    // The catalogue's languages by their German names, in German order; the types in German.
    await waitFor(() =>
      expect(
        within(field('Sprache'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Sprache wählen', 'Deutsch', 'Englisch']),
    );
    expect(within(field('Typ')).getByRole('option', { name: 'Animiert' })).toBeInTheDocument();
    await user.selectOptions(field('Typ'), 'animated');
    await user.selectOptions(field('Sprache'), 'de');
    expect(
      await screen.findByText(
        'Noch keine animierten Banner auf Deutsch. Versuchen Sie einen anderen Typ oder eine andere Sprache.',
      ),
    ).toBeInTheDocument();

    // The referral codes below: a German count and date.
    expect(await screen.findByRole('heading', { level: 2, name: 'Empfehlungscodes' })).toBeInTheDocument();
    expect(
      screen.getByText(
        (_, element) =>
          element?.textContent === '1.234 Klicks · seit 10.01.2026' && element.tagName === 'SPAN',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tracking-Link von DEMO kopieren' })).toBeInTheDocument();
    expect(
      within(field('Code für den Link')).getByRole('option', { name: 'DEMO (Standard)' }),
    ).toBeInTheDocument();
  });

  it('shows the archive in Portuguese and confirms a deletion in the specification’s words, translated', async () => {
    const user = userEvent.setup();
    await showInLanguage('pt-BR');
    useAffiliateToolsForm.getState().setActiveTab('archiveTab');
    renderTools([savedBannerFixture(1), savedBannerFixture(2)]);

    expect(await screen.findByRole('heading', { level: 2, name: 'Banners salvos' })).toBeInTheDocument();
    expect(await screen.findByText('Exibindo 1–2 de 2')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Banners salvos' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Banner', 'Campanha', 'Código', 'Cliques', 'Criado', 'Ações']);
    expect(within(table).getAllByText('20/11/2026')).toHaveLength(2);

    const list = screen.getByRole('list', { name: 'Banners salvos' });
    await user.click(within(list).getByRole('button', { name: 'Excluir Campaign 2' }));
    const confirm = await screen.findByRole('dialog', { name: 'Excluir este banner?' });
    expect(confirm).toHaveTextContent('sai do seu arquivo');
    await user.click(within(confirm).getByRole('button', { name: 'Excluir banner' }));
    expect(await screen.findByText('Banner excluído com sucesso.')).toBeInTheDocument();
  });
});
