import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  CREATIVE_MAX_BYTES,
  fillPath,
  type AddCatalogueBannerRequest,
  type Brand,
  type CatalogueBanner,
} from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const bannersPath = api.operator.listCatalogueBanners.path;

const spring: CatalogueBanner = {
  id: 1,
  name: 'Spring Cup',
  type: 'image',
  language: 'en',
  sizes: '300x250,728x90',
  preview_url: '/api/v1/banner/1/creative/300x250',
  text: null,
  brand: 'goldline',
  brand_name: 'Goldline Casino',
  enabled: true,
  created_at: '2026-11-02T10:00:00.000Z',
};
const oldLink: CatalogueBanner = {
  ...spring,
  id: 2,
  name: 'Old headline',
  type: 'text',
  language: 'de',
  sizes: 'text',
  preview_url: null,
  text: 'Bet on the derby',
  enabled: false,
};
const summer: CatalogueBanner = {
  ...spring,
  id: 3,
  name: 'Summer Slots',
  sizes: '160x600',
  preview_url: '/api/v1/banner/3/creative/160x600',
};

const svg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fbcc04"/></svg>`;
const svgFile = (name: string, width: number, height: number) =>
  new File([svg(width, height)], name, { type: 'image/svg+xml' });
const base64 = (text: string) => btoa(text);
const list = (data: unknown): StubReply => ({ status: 200, data: { data } });

const programBrand = (code: string, name: string, currency: string, isFirst: boolean): Brand => ({
  code,
  name,
  currency,
  landing_url: isFirst ? null : `https://${code}.example/`,
  effective_landing_url: `https://${code}.example/`,
  logo_url: null,
  open_to_affiliates: true,
  is_first: isFirst,
  created_at: '2026-12-01T09:00:00.000Z',
  updated_at: '2026-12-01T09:00:00.000Z',
});
const programBrands = [
  programBrand('goldline', 'Goldline Casino & Sports', 'EUR', true),
  programBrand('goldline-br', 'Goldline Bet Brasil', 'BRL', false),
];

function gateway(
  banners: () => StubReply,
  other: (request: RecordedRequest) => StubReply = () => ({ status: 500 }),
  role: 'marketing' | 'support' = 'marketing',
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === bannersPath && request.method === 'GET') return banners();
    if (request.url === api.operator.listBrands.path) return list(programBrands);
    return other(request);
  });
}

async function openAddDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Add banner' }));
  return screen.findByRole('dialog', { name: 'Add a banner' });
}

const creative = (dialog: HTMLElement, n: number) =>
  within(dialog).getByRole('group', { name: `Creative ${n}` });

describe('the Banners screen', () => {
  beforeEach(() => signInOperator());

  it('lists the catalogue, offered banners first, with thumbnails; a retired banner is marked and has no Retire button', async () => {
    gateway(() => list([spring, oldLink, summer]));
    renderConsole('/banners');

    const table = await screen.findByRole('table', { name: 'Catalogue' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => within(row).getAllByText(/^(Spring Cup|Old headline|Summer Slots)$/)[0]!.textContent),
    ).toEqual(['Summer Slots', 'Spring Cup', 'Old headline']);

    const springRow = rows[1]!;
    expect(springRow.querySelector('img')).toHaveAttribute('src', '/api/v1/banner/1/creative/300x250');
    expect(within(springRow).getAllByText('300x250, 728x90').length).toBeGreaterThan(0);
    expect(within(springRow).getAllByText('Offered').length).toBeGreaterThan(0);
    expect(within(springRow).getByRole('button', { name: 'Retire Spring Cup' })).toBeInTheDocument();

    const linkRow = rows[2]!;
    expect(within(linkRow).getByText('Bet on the derby')).toBeInTheDocument();
    expect(within(linkRow).getAllByText('Retired').length).toBeGreaterThan(0);
    expect(within(linkRow).getAllByText('German').length).toBeGreaterThan(0);
    expect(within(linkRow).queryByRole('button', { name: /^Retire/ })).not.toBeInTheDocument();
  });

  it('previews every size of a banner at its real size, with its dimensions', async () => {
    gateway(() => list([spring]));
    renderConsole('/banners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview Spring Cup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spring Cup' });
    const wide = within(dialog).getByRole('img', { name: 'Spring Cup, 728 × 90 px' });
    expect(wide).toHaveAttribute('src', '/api/v1/banner/1/creative/728x90');
    expect(wide).toHaveAttribute('width', '728');
    expect(wide).toHaveAttribute('height', '90');
    expect(within(dialog).getByRole('img', { name: 'Spring Cup, 300 × 250 px' })).toHaveAttribute(
      'src',
      '/api/v1/banner/1/creative/300x250',
    );
    expect(within(dialog).getByText('728 × 90 px')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the catalogue is empty, and when it could not be loaded', async () => {
    const answers: StubReply[] = [
      { status: 500, data: { message: 'Something failed on our side.' } },
      list([]),
    ];
    gateway(() => answers.shift()!);
    renderConsole('/banners');
    expect(
      await screen.findByText(/We could not load the banners\. Something failed on our side\./),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/There are no banners yet\./)).toBeInTheDocument();
  });

  it('uploads an image banner at two sizes as the contract wants it, then lists it with a status message', async () => {
    let catalogue = [spring];
    const added: CatalogueBanner = {
      ...spring,
      id: 4,
      name: 'Autumn Derby',
      language: 'fr',
      sizes: '300x250,728x90',
      preview_url: '/api/v1/banner/4/creative/300x250',
      created_at: new Date().toISOString(),
    };
    const requests = gateway(
      () => list(catalogue),
      () => {
        catalogue = [spring, added];
        return { status: 201, data: { data: added } };
      },
    );
    renderConsole('/banners');
    const user = userEvent.setup();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Autumn Derby');
    await user.selectOptions(within(dialog).getByLabelText('Language'), 'fr');
    // No size to type: each creative's is read from its file, and shown.
    expect(within(dialog).queryByLabelText('Size')).not.toBeInTheDocument();
    await user.upload(within(creative(dialog, 1)).getByLabelText('File'), svgFile('autumn.svg', 300, 250));
    expect(await within(creative(dialog, 1)).findByText('autumn.svg')).toBeInTheDocument();
    expect(within(creative(dialog, 1)).getByText('300x250')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add a size' }));
    await user.upload(
      within(creative(dialog, 2)).getByLabelText('File'),
      svgFile('autumn-wide.svg', 728, 90),
    );
    await within(creative(dialog, 2)).findByText('autumn-wide.svg');
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.url).toBe(bannersPath);
    expect(post?.headers['idempotency-key']).toBeUndefined();
    const body: AddCatalogueBannerRequest = {
      name: 'Autumn Derby',
      type: 'image',
      language: 'fr',
      creatives: [
        { size: '300x250', content_type: 'image/svg+xml', data: base64(svg(300, 250)) },
        { size: '728x90', content_type: 'image/svg+xml', data: base64(svg(728, 90)) },
      ],
    };
    expect(post?.data).toEqual(body);
    expect(await screen.findByRole('status')).toHaveTextContent('Added “Autumn Derby” (300x250, 728x90)');
    expect(
      await within(screen.getByRole('table', { name: 'Catalogue' })).findByRole('button', {
        name: 'Preview Autumn Derby',
      }),
    ).toBeInTheDocument();
  });

  it('refuses in the browser a file over the limit, a file of another type, a size given twice and no creative, each on its field', async () => {
    const requests = gateway(() => list([spring]));
    renderConsole('/banners');
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Too big');
    const file = within(creative(dialog, 1)).getByLabelText('File');
    await user.upload(
      file,
      new File([new Uint8Array(CREATIVE_MAX_BYTES + 1)], 'huge.png', { type: 'image/png' }),
    );
    await waitFor(() =>
      expect(file).toHaveAccessibleDescription(
        'huge.png is 204,801 bytes; a creative may be at most 200 kB (204,800 bytes).',
      ),
    );
    await user.upload(file, new File([new Uint8Array(300_000)], 'huge.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(file).toHaveAccessibleDescription(
        'huge.png is 300,000 bytes; a creative may be at most 200 kB (204,800 bytes).',
      ),
    );

    await user.upload(file, new File(['GIF89a'], 'spring.jpg', { type: 'image/jpeg' }));
    await waitFor(() =>
      expect(file).toHaveAccessibleDescription('spring.jpg: choose an .svg, .png or .gif file.'),
    );

    await user.upload(file, svgFile('spring.svg', 300, 250));
    await user.click(within(dialog).getByRole('button', { name: 'Add a size' }));
    await user.upload(within(creative(dialog, 2)).getByLabelText('File'), svgFile('again.svg', 300, 250));
    await waitFor(() =>
      expect(within(creative(dialog, 2)).getByLabelText('File')).toHaveAccessibleDescription(
        'Another creative is 300x250 already: one creative per size.',
      ),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Remove creative 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Remove creative 1' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Give at least one creative: a size and its file.',
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it("shows the gateway's refusal of a creative's bytes on that creative's file", async () => {
    gateway(
      () => list([spring]),
      () => ({
        status: 422,
        data: {
          message: 'The SVG may not run script: remove the <script> element.',
          errors: {
            'creatives.0.data': ['The SVG may not run script: remove the <script> element.'],
          },
        },
      }),
    );
    renderConsole('/banners');
    const user = userEvent.setup();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Refused');
    const file = within(creative(dialog, 1)).getByLabelText('File');
    await user.upload(file, svgFile('small.svg', 300, 250));
    await within(creative(dialog, 1)).findByText('small.svg');
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    await waitFor(() =>
      expect(file).toHaveAccessibleDescription('The SVG may not run script: remove the <script> element.'),
    );
    expect(screen.getByRole('dialog', { name: 'Add a banner' })).toBeInTheDocument();
  });

  it('adds a text link with its headline as the one creative, UTF-8 in base64', async () => {
    const requests = gateway(
      () => list([]),
      (request) => ({
        status: 201,
        data: {
          data: { ...oldLink, id: 9, name: (request.data as AddCatalogueBannerRequest).name, enabled: true },
        },
      }),
    );
    renderConsole('/banners');
    const user = userEvent.setup();
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByLabelText('Name'), 'Derby link');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'text');
    expect(within(dialog).queryByRole('group', { name: 'Creative 1' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Headline')).toHaveAccessibleDescription(
        'Enter the headline of the text link.',
      ),
    );
    await user.type(within(dialog).getByLabelText('Headline'), ' Wetten auf das Derby – jetzt! ');
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const bytes = new TextEncoder().encode('Wetten auf das Derby – jetzt!');
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({
      name: 'Derby link',
      type: 'text',
      language: 'en',
      creatives: [{ size: 'text', content_type: 'text/plain', data: btoa(String.fromCharCode(...bytes)) }],
    });
  });

  it("offers the program's brands, the first brand first, and sends the brand picked", async () => {
    const requests = gateway(
      () => list([]),
      () => ({ status: 201, data: { data: { ...oldLink, id: 10, enabled: true, brand: 'goldline-br' } } }),
    );
    renderConsole('/banners');
    const user = userEvent.setup();
    const dialog = await openAddDialog(user);
    const brand = within(dialog).getByLabelText('Brand');
    await waitFor(() =>
      expect(
        within(brand)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Goldline Casino & Sports', 'Goldline Bet Brasil']),
    );
    await user.type(within(dialog).getByLabelText('Name'), 'Copa link');
    await user.selectOptions(brand, 'Goldline Bet Brasil');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'text');
    await user.type(within(dialog).getByLabelText('Headline'), 'Aposte na Copa');
    await user.click(within(dialog).getByRole('button', { name: 'Add banner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'POST')?.data).toMatchObject({
      name: 'Copa link',
      brand: 'goldline-br',
    });
  });

  it('retires a banner after a confirmation that saved banners and published snippets keep working', async () => {
    let current = spring;
    const requests = gateway(
      () => list([current]),
      () => {
        current = { ...spring, enabled: false };
        return list(current);
      },
    );
    renderConsole('/banners');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retire Spring Cup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire this banner?' });
    expect(dialog).toHaveTextContent('Banners they have saved and snippets already published keep working.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Retire Spring Cup' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Retire this banner?' })).getByRole('button', {
        name: 'Retire banner',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe(
      fillPath(api.operator.retireCatalogueBanner.path, { bannerId: 1 }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Retired “Spring Cup”: no longer offered; saved banners and published snippets keep working.',
    );
    const row = within(screen.getByRole('table', { name: 'Catalogue' })).getAllByRole('row')[1]!;
    await waitFor(() => expect(within(row).getAllByText('Retired').length).toBeGreaterThan(0));
    expect(within(row).queryByRole('button', { name: 'Retire Spring Cup' })).not.toBeInTheDocument();
    // The Retire button that opened the dialog is gone: focus is on the catalogue's heading.
    expect(screen.getByRole('heading', { level: 2, name: 'Catalogue' })).toHaveFocus();
  });

  it('tells a role without banners that the screen is not theirs, without asking for the catalogue', async () => {
    const requests = gateway(() => list([spring]), undefined, 'support');
    renderConsole('/banners');
    expect(await screen.findByText(/Your role \(Support\) does not include Banners\./)).toBeInTheDocument();
    expect(requests.filter((r) => r.url === bannersPath)).toHaveLength(0);
  });
});
