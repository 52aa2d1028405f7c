import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BannerOption, SaveBannerRequest, SavedBanner } from '@affiliate/contract/endpoints/banners';
import type { ReferralCodeRecord } from '@affiliate/contract/endpoints/referral-codes';
import { useAffiliateToolsForm } from '@/lib/affiliate-tools-form-store';
import { useAuthStore } from '@/lib/auth-store';
import { logout } from '@/lib/logout';
import { bannerCatalogueFixture, referralCodeFixture, savedBannerFixture } from '@/testing/banner-fixtures';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { pageMeta, signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { AffiliateToolsScreen } from '../affiliate-tools-screen';

const ARCHIVE = '/api/v1/affiliate/7/banner/';
const SAVE = '/api/v1/affiliate/7/banner';
const CODES = '/api/v1/affiliate/7/referral-codes';

interface Gateway {
  archive: SavedBanner[];
  /** The affiliate's codes; DEMO (default) and BLOG-2026, both of the first brand, unless said. */
  codes?: ReferralCodeRecord[];
  save?: (request: RecordedRequest) => StubReply;
  remove?: (request: RecordedRequest) => StubReply;
}

/** A banner of a second brand: offered only with a code of that brand. */
const brasilBanner: BannerOption = {
  ...bannerCatalogueFixture[0]!,
  id: 9,
  name: 'Bem-vindo Brasil',
  brand: 'goldline-br',
  brand_name: 'Goldline Bet Brasil',
};

function reply(gateway: Gateway, request: RecordedRequest): StubReply {
  const { url, method } = request;
  if (url === '/api/v1/banner') {
    const { type, language, brand } = queryOf(request);
    const rows = [...bannerCatalogueFixture, brasilBanner].filter(
      (b) =>
        (!type || b.type === type) && (!language || b.language === language) && (!brand || b.brand === brand),
    );
    return { status: 200, data: { data: rows, meta: pageMeta(1, 1000, rows.length) } };
  }
  if (url === ARCHIVE && method === 'GET')
    return { status: 200, data: { data: gateway.archive, meta: pageMeta(1, 1000, gateway.archive.length) } };
  if (url === SAVE && method === 'POST') {
    if (gateway.save) return gateway.save(request);
    const body = request.data as SaveBannerRequest;
    const saved = savedBannerFixture(500, {
      ...body,
      banner_name: 'Spin Week',
      clicks: 0,
      tracking_url: 'https://gateway.test/r/DEMO?banner=500',
    });
    gateway.archive = [saved, ...gateway.archive];
    return { status: 201, data: { data: saved } };
  }
  const html = /^\/api\/v1\/affiliate\/7\/banner\/(\d+)\/html$/.exec(url);
  if (html) {
    const size = queryOf(request).size ?? '300x250';
    const link = `https://gateway.test/r/DEMO?banner=${html[1]}`;
    return {
      status: 200,
      data: {
        data: {
          html: `<a href="${link}"><img src="https://gateway.test/c/${size}" alt=""></a>`,
          size,
          tracking_url: link,
        },
      },
    };
  }
  const removed = /^\/api\/v1\/affiliate\/7\/banner\/(\d+)$/.exec(url);
  if (removed && method === 'DELETE') {
    if (gateway.remove) return gateway.remove(request);
    gateway.archive = gateway.archive.filter((entry) => entry.id !== Number(removed[1]));
    return {
      status: 200,
      data: { message: 'Banner successfully deleted.', data: { id: Number(removed[1]) } },
    };
  }
  if (url === CODES && method === 'GET') {
    return {
      status: 200,
      data: {
        data: gateway.codes ?? [
          referralCodeFixture('DEMO', { is_default: true, clicks: 12 }),
          referralCodeFixture('BLOG-2026', { clicks: 1 }),
        ],
      },
    };
  }
  if (url === '/api/v1/auth/logout') return { status: 200, data: { data: { loggedOut: true } } };
  return { status: 404, data: { message: 'Not found' } };
}

function renderTools(gateway: Gateway = { archive: [] }, path = '/affilliate-tools') {
  const requests = stubFetch((request) => reply(gateway, request));
  const view = renderRoutes(
    [page('/affilliate-tools', <AffiliateToolsScreen />), page('/dashboard', <h1>Dashboard</h1>)],
    path,
  );
  const archiveRequests = () => requests.filter((r) => r.url === ARCHIVE && r.method === 'GET');
  return { requests, archiveRequests, gateway, ...view };
}

const field = (name: string) => screen.getByLabelText(name, { selector: 'input, select' });

async function fillForm(user: ReturnType<typeof userEvent.setup>, banner = 'Spin Week') {
  await user.type(field('Campaign name'), 'Spring "big" <b>sale</b>');
  await user.type(field('Website'), 'https://example.com/blog');
  await user.selectOptions(field('Type'), 'image');
  await user.selectOptions(field('Language'), 'en');
  await user.click(await screen.findByRole('radio', { name: banner }));
}

describe('affiliate tools screen, codes of two brands', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it("offers the chosen code's brand's own banners, and clears the banner when a code of another brand is chosen", async () => {
    const user = userEvent.setup();
    renderTools({
      archive: [],
      codes: [
        referralCodeFixture('DEMO', { is_default: true }),
        referralCodeFixture('BRASIL1', { brand: 'goldline-br', brand_name: 'Goldline Bet Brasil' }),
      ],
    });
    // Each code under its brand's name: the closed select shows the code alone, so it fits a phone.
    await waitFor(() =>
      expect(
        within(field('Referral code') as HTMLElement)
          .getAllByRole('group')
          .map((group) => [
            group.getAttribute('label'),
            within(group)
              .getAllByRole('option')
              .map((o) => o.textContent),
          ]),
      ).toEqual([
        ['Goldline Casino', ['DEMO (default)']],
        ['Goldline Bet Brasil', ['BRASIL1']],
      ]),
    );
    await user.selectOptions(field('Type'), 'image');
    await user.selectOptions(field('Language'), 'en');
    await user.click(await screen.findByRole('radio', { name: 'Goldline Welcome' }));
    expect(screen.queryByRole('radio', { name: 'Bem-vindo Brasil' })).not.toBeInTheDocument();

    await user.selectOptions(field('Referral code'), 'BRASIL1');
    expect(await screen.findByRole('radio', { name: 'Bem-vindo Brasil' })).not.toBeChecked();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['9']);
    expect(screen.queryByRole('radio', { name: 'Goldline Welcome' })).not.toBeInTheDocument();
  });
});

describe('affiliate tools screen', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
    useAffiliateToolsForm.getState().reset();
  });

  it("shows '{field} is not valid.' when a field is left empty, on blur, not while typing", async () => {
    const user = userEvent.setup();
    renderTools();
    await user.click(field('Campaign name'));
    await user.tab();
    expect(await screen.findByText('Campaign name is not valid.')).toBeInTheDocument();
    expect(field('Campaign name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(field('Website'), 'example.com');
    expect(screen.queryByText(/Enter the address of your website/)).not.toBeInTheDocument();
    await user.tab();
    expect(
      await screen.findByText('Enter the address of your website, starting with http:// or https://.'),
    ).toBeInTheDocument();

    // Submitting shows every remaining required field's message.
    await user.click(screen.getByRole('button', { name: 'Save banner' }));
    for (const message of [
      'Type is not valid.',
      'Language is not valid.',
      'Banner is not valid.',
      'Size is not valid.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('offers the languages of the catalogue and lists the banners of the chosen type and language, with thumbnails', async () => {
    const user = userEvent.setup();
    const { requests } = renderTools();
    await waitFor(() =>
      expect(
        within(field('Language') as HTMLElement)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose a language', 'English', 'German']),
    );
    expect(screen.getByText('Choose a type and a language to see the banners.')).toBeInTheDocument();

    await user.selectOptions(field('Type'), 'image');
    await user.selectOptions(field('Language'), 'en');
    expect((await screen.findAllByRole('radio')).map((radio) => radio.getAttribute('value'))).toEqual([
      '1',
      '2',
    ]);
    expect(screen.getByRole('radio', { name: 'Goldline Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Spin Week' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Willkommen' })).not.toBeInTheDocument();
    const thumbnail = screen.getByRole('img', { name: 'Goldline Welcome' });
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(thumbnail).toHaveAttribute('src', 'http://gateway.test/api/v1/banner/1/creative/300x250');
    expect(thumbnail).toHaveAttribute('width', '300');
    expect(thumbnail).toHaveAttribute('height', '250');
    const filtered = requests.filter((r) => r.url === '/api/v1/banner' && queryOf(r).type);
    // The default code's brand's banners: the chosen code's brand is asked for.
    expect(queryOf(filtered.at(-1)!)).toEqual({
      type: 'image',
      language: 'en',
      brand: 'goldline',
      per_page: '1000',
    });
    expect(screen.queryByRole('radio', { name: 'Bem-vindo Brasil' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Goldline Welcome' }));
    await user.selectOptions(field('Language'), 'de');
    expect(await screen.findByRole('radio', { name: 'Willkommen' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Goldline Welcome' })).not.toBeInTheDocument();

    await user.selectOptions(field('Type'), 'text');
    await user.selectOptions(field('Language'), 'en');
    const headline = await screen.findByRole('radio', { name: 'Headline' });
    expect(headline.closest('label')).toHaveTextContent('Play at Goldline Casino');

    await user.selectOptions(field('Type'), 'animated');
    await user.selectOptions(field('Language'), 'de');
    expect(
      await screen.findByText('No animated banners in German yet. Try another type or language.'),
    ).toBeInTheDocument();
  });

  it("takes the size options from the chosen banner's sizes string; another type clears banner and size", async () => {
    const user = userEvent.setup();
    renderTools();
    await user.selectOptions(field('Type'), 'image');
    await user.selectOptions(field('Language'), 'en');
    expect(field('Size')).toBeDisabled();

    await user.click(await screen.findByRole('radio', { name: 'Goldline Welcome' }));
    expect(
      within(field('Size') as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a size', '300 × 250', '728 × 90', '160 × 600']);
    expect(field('Size')).toHaveValue('');
    await user.selectOptions(field('Size'), '728x90');
    // The live preview: the creative at the chosen size (beside the picker's thumbnail of the first size).
    expect(
      screen.getAllByRole('img', { name: 'Goldline Welcome' }).map((img) => img.getAttribute('src')),
    ).toEqual([
      'http://gateway.test/api/v1/banner/1/creative/300x250',
      'http://gateway.test/api/v1/banner/1/creative/728x90',
    ]);
    expect(screen.getByText('728 × 90 px')).toBeInTheDocument();

    // By keyboard, as any radio group: the arrow key moves to the next banner and chooses it. Spin Week
    // comes in one size: it is picked for the user.
    await user.click(screen.getByRole('radio', { name: 'Goldline Welcome' }));
    expect(screen.getByRole('radio', { name: 'Goldline Welcome' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Spin Week' })).toBeChecked();
    expect(field('Size')).toHaveValue('300x250');

    await user.selectOptions(field('Type'), 'animated');
    expect(await screen.findByRole('radio', { name: 'Jackpot Rush' })).not.toBeChecked();
    expect(field('Size')).toHaveValue('');
    expect(field('Size')).toBeDisabled();
  });

  it('saves: the archive tab with the preview open, the form cleared, the archive reloaded', async () => {
    const user = userEvent.setup();
    const { requests, archiveRequests } = renderTools({ archive: [savedBannerFixture(1)] });
    await waitFor(() => expect(field('Referral code')).toHaveValue('DEMO'));
    expect(
      within(field('Referral code') as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['DEMO (default)', 'BLOG-2026']);
    await fillForm(user);
    await user.selectOptions(field('Referral code'), 'BLOG-2026');
    await waitFor(() => expect(archiveRequests()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Save banner' }));

    const dialog = await screen.findByRole('dialog', { name: 'Banner preview' });
    const post = requests.find((r) => r.method === 'POST' && r.url === SAVE)!;
    expect(post.data).toEqual({
      campaign_name: 'Spring "big" <b>sale</b>',
      website: 'https://example.com/blog',
      referral_code: 'BLOG-2026',
      type: 'image',
      language: 'en',
      banner: 2,
      size: '300x250',
    });
    expect(screen.getByRole('tab', { name: /Archive/, hidden: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(dialog).getByText('Spring "big" <b>sale</b>')).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('HTML snippet')).toHaveValue(
      '<a href="https://gateway.test/r/DEMO?banner=500"><img src="https://gateway.test/c/300x250" alt=""></a>',
    );
    expect(within(dialog).getByLabelText('Tracking link')).toHaveValue(
      'https://gateway.test/r/DEMO?banner=500',
    );
    expect(within(dialog).getByRole('link', { name: /Open link/ })).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('link', { name: /Open link/ })).toHaveAttribute('rel', 'noopener');
    await waitFor(() => expect(archiveRequests()).toHaveLength(2));
    expect(useAffiliateToolsForm.getState().form).toMatchObject({
      campaign_name: '',
      website: '',
      type: '',
      language: '',
      banner: '',
      size: '',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // Focus lands on the archive, where the new banner now is.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Saved banners' })).toHaveFocus());
    expect(
      within(screen.getByRole('list', { name: 'Saved banners' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Spring "big" <b>sale</b>', 'Campaign 1']);

    await user.click(screen.getByRole('tab', { name: 'Generate' }));
    expect(field('Campaign name')).toHaveValue('');
    expect(field('Website')).toHaveValue('');
    expect(field('Type')).toHaveValue('');
    // The default code is offered again.
    expect(field('Referral code')).toHaveValue('DEMO');
  });

  it("shows a 422's field errors on website and referral_code, and stays on the form", async () => {
    const user = userEvent.setup();
    renderTools({
      archive: [],
      save: () => ({
        status: 422,
        data: {
          message: 'Enter the address of your website.',
          code: 10422,
          errors: {
            website: ['Enter the address of your website.'],
            referral_code: ['This referral code is not yours.'],
          },
        },
      }),
    });
    await waitFor(() => expect(field('Referral code')).toHaveValue('DEMO'));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save banner' }));

    expect(await screen.findByText('This referral code is not yours.')).toBeInTheDocument();
    expect(field('Website')).toHaveAccessibleDescription('Enter the address of your website.');
    expect(field('Website')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Referral code')).toHaveAccessibleDescription('This referral code is not yours.');
    expect(field('Website')).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Generate' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(field('Campaign name')).toHaveValue('Spring "big" <b>sale</b>');
  });

  it('shows any other failure of a save in the error dialog with the server message', async () => {
    const user = userEvent.setup();
    renderTools({
      archive: [],
      save: () => ({ status: 409, data: { message: 'You can keep at most 1000 banners.' } }),
    });
    await waitFor(() => expect(field('Referral code')).toHaveValue('DEMO'));
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Save banner' }));
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toHaveTextContent(
      'You can keep at most 1000 banners.',
    );
  });

  it('pages the archive in the browser, ten a page: 23 saved banners make 3 pages', async () => {
    const user = userEvent.setup();
    useAffiliateToolsForm.getState().setActiveTab('archiveTab');
    const archive = Array.from({ length: 23 }, (_, i) => savedBannerFixture(i + 1));
    const { archiveRequests, router } = renderTools({ archive });
    const cards = () =>
      within(screen.getByRole('list', { name: 'Saved banners' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(queryOf(archiveRequests()[0]!)).toEqual({ page: '1' });
    expect(screen.getByRole('tab', { name: /Archive/ })).toHaveTextContent('23');
    expect(screen.getByText('Showing 1–10 of 23')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Archive pages' });
    expect(
      within(nav)
        .getAllByRole('link', { name: /^Page \d$/ })
        .map((l) => l.textContent),
    ).toEqual(['1', '2', '3']);

    await user.click(within(nav).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(cards()).toEqual(['Campaign 21', 'Campaign 22', 'Campaign 23']));
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByText('Showing 21–23 of 23')).toBeInTheDocument();
    // Paged here: the archive was asked for once.
    expect(archiveRequests()).toHaveLength(1);

    // The wide-screen table shows the same page, with the date as MM/DD/YYYY.
    const table = screen.getByRole('table', { name: 'Saved banners', hidden: true });
    const row = within(table).getAllByRole('row', { hidden: true })[1]!;
    expect(
      within(row)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Goldline Welcome300 × 250', 'DEMO', '0', '11/20/2026', 'PreviewDelete']);
  });

  it("deletes after a confirmation and says 'Banner successfully deleted.'", async () => {
    const user = userEvent.setup();
    useAffiliateToolsForm.getState().setActiveTab('archiveTab');
    const { requests, archiveRequests } = renderTools({
      archive: [savedBannerFixture(1), savedBannerFixture(2)],
    });
    const list = await screen.findByRole('list', { name: 'Saved banners' });
    await user.click(within(list).getByRole('button', { name: 'Delete Campaign 2' }));

    const confirm = await screen.findByRole('dialog', { name: 'Delete this banner?' });
    expect(confirm).toHaveTextContent('Campaign 2');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(within(list).getByRole('button', { name: 'Delete Campaign 2' })).toHaveFocus();

    await user.click(within(list).getByRole('button', { name: 'Delete Campaign 2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this banner?' })).getByRole('button', {
        name: 'Delete banner',
      }),
    );
    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success).toHaveTextContent('Banner successfully deleted.');
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/v1/affiliate/7/banner/2',
    ]);
    await waitFor(() => expect(archiveRequests()).toHaveLength(2));

    await user.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Saved banners' })).toHaveFocus());
    expect(
      within(screen.getByRole('list', { name: 'Saved banners' }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Campaign 1']);
  });

  it('shows the first server error message when a delete fails', async () => {
    const user = userEvent.setup();
    useAffiliateToolsForm.getState().setActiveTab('archiveTab');
    renderTools({
      archive: [savedBannerFixture(1)],
      remove: () => ({
        status: 404,
        data: { message: 'Not found.', errors: { bannerId: ['This banner is no longer in your archive.'] } },
      }),
    });
    await user.click(
      within(await screen.findByRole('list', { name: 'Saved banners' })).getByRole('button', {
        name: 'Delete Campaign 1',
      }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this banner?' })).getByRole('button', {
        name: 'Delete banner',
      }),
    );
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toHaveTextContent(
      'This banner is no longer in your archive.',
    );
  });

  it('shows the no-result illustration for an empty archive, with a way to the generate tab', async () => {
    const user = userEvent.setup();
    useAffiliateToolsForm.getState().setActiveTab('archiveTab');
    renderTools({ archive: [] });
    expect(await screen.findByText('No saved banners yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate a banner' }));
    expect(screen.getByRole('tab', { name: 'Generate' })).toHaveAttribute('aria-selected', 'true');
    expect(field('Campaign name')).toBeInTheDocument();
  });

  it('previews an entry: its other sizes, the snippet to copy, the link and its clicks', async () => {
    const user = userEvent.setup();
    useAffiliateToolsForm.getState().setActiveTab('archiveTab');
    const { requests } = renderTools({ archive: [savedBannerFixture(3, { clicks: 42 })] });
    const list = await screen.findByRole('list', { name: 'Saved banners' });
    await user.click(within(list).getByRole('button', { name: 'Preview Campaign 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banner preview' });
    expect(within(dialog).getByRole('img', { name: 'Goldline Welcome, 300 × 250' })).toHaveAttribute(
      'src',
      'https://gateway.test/api/v1/banner/1/creative/300x250',
    );
    expect(within(dialog).getByText('42')).toBeInTheDocument();

    const snippet = await within(dialog).findByLabelText('HTML snippet');
    await user.click(within(dialog).getByRole('button', { name: 'Copy HTML snippet' }));
    expect(await navigator.clipboard.readText()).toBe((snippet as HTMLTextAreaElement).value);
    expect(within(dialog).getByText('Copied')).toBeInTheDocument();

    // The catalogue banner comes in three sizes: another one loads its snippet.
    await user.selectOptions(within(dialog).getByLabelText('Size'), '728x90');
    await waitFor(() =>
      expect(snippet).toHaveValue(
        '<a href="https://gateway.test/r/DEMO?banner=3"><img src="https://gateway.test/c/728x90" alt=""></a>',
      ),
    );
    expect(queryOf(requests.filter((r) => r.url.endsWith('/html')).at(-1)!)).toEqual({ size: '728x90' });
    expect(within(dialog).getByRole('img', { name: 'Goldline Welcome, 728 × 90' })).toHaveAttribute(
      'src',
      'http://gateway.test/api/v1/banner/1/creative/728x90',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Copy tracking link' }));
    expect(await navigator.clipboard.readText()).toBe('https://gateway.test/r/DEMO?banner=3');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(list).getByRole('button', { name: 'Preview Campaign 3' })).toHaveFocus(),
    );
  });

  it("reads the entry's clicks again when the preview opens, not the ones the archive showed", async () => {
    const user = userEvent.setup();
    useAffiliateToolsForm.getState().setActiveTab('archiveTab');
    const gateway: Gateway = { archive: [savedBannerFixture(3, { clicks: 42 })] };
    renderTools(gateway);
    const list = await screen.findByRole('list', { name: 'Saved banners' });
    // Players clicked the banner since the archive loaded.
    gateway.archive = [savedBannerFixture(3, { clicks: 57 })];
    await user.click(within(list).getByRole('button', { name: 'Preview Campaign 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Banner preview' });
    expect(await within(dialog).findByText('57')).toBeInTheDocument();
  });

  it('keeps the tab and the form through a visit to another screen, and logout resets them', async () => {
    const user = userEvent.setup();
    const { router } = renderTools();
    await user.type(field('Campaign name'), 'Kept');
    await user.selectOptions(field('Type'), 'image');
    await user.click(screen.getByRole('tab', { name: /Archive/ }));

    await act(() => router.navigate('/dashboard'));
    await act(() => router.navigate('/affilliate-tools'));
    expect(await screen.findByRole('tab', { name: /Archive/ })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Generate' }));
    expect(field('Campaign name')).toHaveValue('Kept');
    expect(field('Type')).toHaveValue('image');

    await act(() => logout());
    expect(useAffiliateToolsForm.getState()).toMatchObject({
      activeTab: 'generateTab',
      form: { campaign_name: '', type: '' },
    });
    await waitFor(() => expect(field('Campaign name')).toHaveValue(''));
    expect(field('Type')).toHaveValue('');
  });
});
