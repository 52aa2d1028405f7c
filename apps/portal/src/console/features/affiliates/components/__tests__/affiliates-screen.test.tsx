import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@affiliate/contract';
import type { OperatorRole } from '@affiliate/contract';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';
import { summary } from './fixtures';

const paths = api.operatorConsole;
const page = (
  data = [summary()],
  meta: { next?: string | null; previous?: string | null } = {},
): StubReply => ({
  status: 200,
  data: { data, meta: { per_page: 25, next: null, previous: null, ...meta } },
});

function gateway(
  search: (request: RecordedRequest) => StubReply,
  role: OperatorRole = 'admin',
  other?: (request: RecordedRequest) => StubReply | undefined,
) {
  return stubFetch((request) => {
    if (request.url === paths.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === paths.affiliateSearch.path && request.method === 'GET') return search(request);
    return other?.(request) ?? { status: 500 };
  });
}
const searches = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url === paths.affiliateSearch.path && r.method === 'GET').map(queryOf);

describe('the Affiliates screen', () => {
  beforeEach(() => signInOperator());

  it('lists affiliates with a link to each record, and keeps the search in the URL', async () => {
    const requests = gateway(() =>
      page([summary(), summary({ id: 8, username: 'rival', status: 'suspended', referral_code: 'RIVAL01' })]),
    );
    const { router } = renderConsole('/affiliates');
    // The first render of the file loads the route's chunk: more time than a later one on a busy machine.
    const table = await screen.findByRole('table', { name: 'All affiliates' }, { timeout: 10_000 });
    expect(within(table).getByRole('link', { name: 'demo' })).toHaveAttribute(
      'href',
      '/operator/affiliates/7',
    );
    expect(within(table).getAllByText('Suspended').length).toBeGreaterThan(0);

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'riv{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=riv'));
    await waitFor(() => expect(searches(requests).at(-1)).toEqual({ q: 'riv', per_page: '25' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'suspended');
    await waitFor(() => expect(router.state.location.search).toBe('?q=riv&status=suspended'));
  });

  it('pages by cursor: next and previous keep the search', async () => {
    const requests = gateway((request) =>
      queryOf(request).after
        ? page([summary({ id: 9, username: 'zed' })], { previous: 'zed' })
        : page([summary()], { next: 'demo' }),
    );
    const { router } = renderConsole('/affiliates?q=d');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=d&after=demo&page=2'));
    expect(await screen.findByRole('link', { name: 'zed' })).toBeInTheDocument();
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=d&before=zed'));
    await waitFor(() => expect(searches(requests).at(-1)).toMatchObject({ q: 'd', before: 'zed' }));
  });

  it('tells an empty search how to widen it', async () => {
    gateway(() => page([]));
    renderConsole('/affiliates?q=nobody');
    expect(await screen.findByText('No affiliates found')).toBeInTheDocument();
    expect(screen.getByText(/type less of the name/)).toBeInTheDocument();
  });

  it('shows a load failure with Try again', async () => {
    gateway(() => ({ status: 503, data: { message: 'The service is unavailable.' } }));
    renderConsole('/affiliates');
    expect(await screen.findByText(/We could not load the affiliates/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers Create affiliate to admins only, and opens the new record once created', async () => {
    const requests = gateway(
      () => page(),
      'admin',
      (request) => {
        if (request.url === paths.affiliateSearch.path && request.method === 'POST')
          return { status: 201, data: { data: { id: 42, username: 'newbie' } } };
        return undefined;
      },
    );
    const { router } = renderConsole('/affiliates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create affiliate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create an affiliate' });
    await user.type(within(dialog).getByLabelText('Username'), 'newbie');
    await user.type(within(dialog).getByLabelText('Email'), 'newbie@example.com');
    await user.type(within(dialog).getByLabelText('First name'), 'New');
    await user.type(within(dialog).getByLabelText('Last name'), 'Bie');
    await user.type(within(dialog).getByLabelText('Country'), 'de');
    await user.type(within(dialog).getByLabelText('First password'), 'a-long-first-password-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Create affiliate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/operator/affiliates/42'));
    const created = requests.find((r) => r.url === paths.affiliateSearch.path && r.method === 'POST');
    expect(created?.data).toEqual({
      username: 'newbie',
      email: 'newbie@example.com',
      firstName: 'New',
      lastName: 'Bie',
      country: 'DE',
      currency: 'EUR',
      password: 'a-long-first-password-2026',
    });
  });

  it.each(['finance', 'support', 'marketing'] as const)(
    'lists affiliates for %s, without Create affiliate',
    async (role) => {
      gateway(() => page(), role);
      renderConsole('/affiliates');
      await screen.findByRole('table', { name: 'All affiliates' });
      expect(screen.queryByRole('button', { name: 'Create affiliate' })).not.toBeInTheDocument();
    },
  );
});
