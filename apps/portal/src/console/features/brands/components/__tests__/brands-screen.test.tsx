import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  BRAND_ADDRESS_NOT_VALID,
  BRAND_CODE_NOT_VALID,
  BRAND_CODE_TAKEN,
  BRAND_CURRENCY_IN_USE,
  BRAND_LANDING_REQUIRED,
  fillPath,
  type Brand,
  type OperatorRole,
} from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const brandsPath = api.operator.listBrands.path;

const goldline: Brand = {
  code: 'goldline',
  name: 'Goldline Casino & Sports',
  currency: 'EUR',
  landing_url: null,
  effective_landing_url: 'https://goldline.example/welcome',
  logo_url: null,
  open_to_affiliates: true,
  is_first: true,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};
const brasil: Brand = {
  ...goldline,
  code: 'goldline-br',
  name: 'Goldline Bet Brasil',
  currency: 'BRL',
  landing_url: 'https://br.goldline.example/',
  effective_landing_url: 'https://br.goldline.example/',
  open_to_affiliates: false,
  is_first: false,
};
const list = (data: unknown): StubReply => ({ status: 200, data: { data } });
const refused = (field: string, message: string): StubReply => ({
  status: 422,
  data: { message, errors: { [field]: [message] } },
});

function gateway(
  brands: () => StubReply,
  other: (request: RecordedRequest) => StubReply = () => ({ status: 500 }),
  role: OperatorRole = 'admin',
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === brandsPath && request.method === 'GET') return brands();
    return other(request);
  });
}

describe('the Brands screen', () => {
  beforeEach(() => signInOperator());

  it('lists each brand with its code, currency, landing page and whether it is open to affiliates', async () => {
    gateway(() => list([goldline, brasil]));
    renderConsole('/brands');
    const table = await screen.findByRole('table', { name: 'Brands' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Goldline Casino & Sports');
    expect(rows[0]).toHaveTextContent('goldline');
    expect(within(rows[0]!).getAllByText(/https:\/\/goldline\.example\/welcome/).length).toBeGreaterThan(0);
    expect(within(rows[0]!).getAllByText(/the deployment’s/).length).toBeGreaterThan(0);
    expect(rows[1]).toHaveTextContent('BRL');
    expect(within(rows[1]!).getByText('Closed')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Edit Goldline Bet Brasil' })).toBeInTheDocument();
  });

  it('shows other roles the list only: no form, no Edit button', async () => {
    for (const role of ['finance', 'support', 'marketing'] as const) {
      const requests = gateway(() => list([goldline, brasil]), undefined, role);
      const view = renderConsole('/brands');
      const table = await screen.findByRole('table', { name: 'Brands' });
      expect(within(table).getAllByRole('row')).toHaveLength(3);
      expect(screen.queryByRole('form', { name: 'Add a brand' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
      expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
      view.unmount();
    }
  });

  it('refuses in the browser a bad code, currency or address, each on its field', async () => {
    const requests = gateway(() => list([goldline]));
    renderConsole('/brands');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add a brand' });
    await user.type(within(form).getByLabelText('Code'), 'Goldline BR');
    await user.type(within(form).getByLabelText('Name'), 'Goldline Bet Brasil');
    await user.type(within(form).getByLabelText('Currency'), 'R$');
    await user.type(within(form).getByLabelText('Landing page'), 'br.goldline.example');
    await user.click(within(form).getByRole('button', { name: 'Add brand' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(BRAND_CODE_NOT_VALID),
    );
    expect(within(form).getByLabelText('Currency')).toHaveAccessibleDescription(
      'Currency must be a 3-letter ISO code.',
    );
    expect(within(form).getByLabelText('Landing page')).toHaveAccessibleDescription(BRAND_ADDRESS_NOT_VALID);
    expect(within(form).getByLabelText('Code')).toHaveFocus();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('adds a brand by keyboard, upper-casing its currency; a taken code is refused on its field', async () => {
    let brands = [goldline];
    const added: Brand = { ...brasil, open_to_affiliates: true };
    const requests = gateway(
      () => list(brands),
      (request) => {
        if ((request.data as { code: string }).code === 'goldline') return refused('code', BRAND_CODE_TAKEN);
        brands = [goldline, added];
        return { status: 201, data: { data: added } };
      },
    );
    renderConsole('/brands');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add a brand' });
    within(form).getByLabelText('Code').focus();
    await user.keyboard('goldline');
    await user.tab();
    await user.keyboard('Goldline Bet Brasil');
    await user.tab();
    await user.keyboard('brl');
    await user.tab();
    await user.keyboard('https://br.goldline.example/');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(BRAND_CODE_TAKEN),
    );
    await user.clear(within(form).getByLabelText('Code'));
    await user.type(within(form).getByLabelText('Code'), 'goldline-br{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Added Goldline Bet Brasil (goldline-br, BRL).',
    );
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.data).toEqual({
      code: 'goldline-br',
      name: 'Goldline Bet Brasil',
      currency: 'BRL',
      landing_url: 'https://br.goldline.example/',
      logo_url: null,
      open_to_affiliates: true,
    });
    expect(
      await within(screen.getByRole('table', { name: 'Brands' })).findByRole('button', {
        name: 'Edit Goldline Bet Brasil',
      }),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Code')).toHaveValue('');
    // Focus is on the list that holds the new brand, and the emptied form shows no error.
    expect(screen.getByRole('heading', { level: 2, name: 'Brands' })).toHaveFocus();
    expect(within(form).getByLabelText('Code')).not.toHaveAccessibleDescription(BRAND_CODE_NOT_VALID);
  });

  it('edits a brand in a dialog: the gateway’s refusal of a currency on its field, then a save', async () => {
    let brands = [goldline, brasil];
    const requests = gateway(
      () => list(brands),
      (request) => {
        const body = request.data as { currency: string; open_to_affiliates: boolean };
        if (body.currency !== 'BRL') return refused('currency', BRAND_CURRENCY_IN_USE);
        const saved = { ...brasil, ...body } as Brand;
        brands = [goldline, saved];
        return { status: 200, data: { data: saved } };
      },
    );
    renderConsole('/brands');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Goldline Bet Brasil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Goldline Bet Brasil' });
    expect(within(dialog).queryByLabelText('Code')).not.toBeInTheDocument();
    const currency = within(dialog).getByLabelText('Currency');
    expect(currency).toHaveValue('BRL');
    await user.clear(currency);
    await user.type(currency, 'EUR');
    await user.click(within(dialog).getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(currency).toHaveAccessibleDescription(BRAND_CURRENCY_IN_USE));

    await user.clear(currency);
    await user.type(currency, 'BRL');
    // A brand other than the first needs its own landing page.
    await user.clear(within(dialog).getByLabelText('Landing page'));
    await user.click(within(dialog).getByRole('button', { name: 'Save brand' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Landing page')).toHaveAccessibleDescription(
        BRAND_LANDING_REQUIRED,
      ),
    );
    await user.type(within(dialog).getByLabelText('Landing page'), 'https://goldline.example/br');
    await user.click(within(dialog).getByLabelText('Open to affiliates'));
    await user.click(within(dialog).getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = requests.filter((r) => r.method === 'PATCH').at(-1);
    expect(patch?.url).toBe(fillPath(api.operator.editBrand.path, { code: 'goldline-br' }));
    expect(patch?.data).toEqual({
      name: 'Goldline Bet Brasil',
      currency: 'BRL',
      landing_url: 'https://goldline.example/br',
      logo_url: null,
      open_to_affiliates: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved Goldline Bet Brasil (goldline-br).');
    // Focus goes back to the Edit button that opened the dialog.
    expect(screen.getByRole('button', { name: 'Edit Goldline Bet Brasil' })).toHaveFocus();
  });

  it('lets the first brand go back to the deployment’s landing page', async () => {
    const requests = gateway(
      () => list([{ ...goldline, landing_url: 'https://goldline.example/casino' }]),
      () => ({ status: 200, data: { data: goldline } }),
    );
    renderConsole('/brands');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Goldline Casino & Sports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Goldline Casino & Sports' });
    await user.clear(within(dialog).getByLabelText('Landing page'));
    await user.click(within(dialog).getByRole('button', { name: 'Save brand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PATCH')?.data).toMatchObject({ landing_url: null });
  });

  it('sets how often a brand’s feed is expected, refusing an interval out of bounds before sending it', async () => {
    const feedsPath = api.operator.feedFreshnessList.path;
    const setPath = fillPath(api.operator.setFeedExpectedEvery.path, {
      code: 'goldline-br',
      feed: 'activity',
    });
    const requests = gateway(
      () => list([goldline, brasil]),
      (request) =>
        request.url === feedsPath
          ? list([
              {
                brand: 'goldline',
                brand_name: goldline.name,
                feed: 'activity',
                data_through: '2026-11-30T23:59:59.000Z',
                received_at: '2026-12-01T02:00:00.000Z',
                expected_every_minutes: 60,
                late: true,
              },
            ])
          : request.url === setPath && request.method === 'PUT'
            ? {
                status: 200,
                data: {
                  data: {
                    brand: 'goldline-br',
                    brand_name: brasil.name,
                    feed: 'activity',
                    data_through: null,
                    received_at: null,
                    expected_every_minutes: 90,
                    late: false,
                  },
                },
              }
            : { status: 500 },
    );
    renderConsole('/brands');
    const user = userEvent.setup();
    const feeds = await screen.findByRole('list', { name: 'Feeds' });
    expect(feeds).toHaveTextContent(
      'Goldline Casino & Sports · Activity — every 60 minutes, data through 11/30/2026, 23:59 UTC (late)',
    );
    const form = screen.getByRole('form', { name: 'Set a feed schedule' });
    await user.selectOptions(within(form).getByLabelText('Brand'), 'goldline-br');
    const minutes = within(form).getByLabelText('Expected every (minutes)');
    await user.type(minutes, '3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(minutes).toHaveAccessibleDescription(
      'Give the interval in whole minutes, from 5 to 10080 (a week).',
    );
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Goldline Bet Brasil: activity expected every 90 minutes.',
    );
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      url: setPath,
      data: { expected_every_minutes: 90 },
    });
  });
});
