import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  fillPath,
  LANDING_PAGE_ALREADY_ALLOWED,
  LANDING_PAGE_HAS_CREDENTIALS,
  LANDING_PAGE_NOT_HTTPS,
  type LandingPage,
} from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const pagesPath = api.operator.listLandingPages.path;

const sports: LandingPage = {
  id: 1,
  label: 'Sports betting',
  prefix: 'https://brand.example/sports',
  added_by: 'anna@brand.example',
  added_at: '2026-11-02T10:00:00.000Z',
};
const casino: LandingPage = {
  id: 2,
  label: 'Casino games',
  prefix: 'https://brand.example/casino',
  added_by: 'demo data',
  added_at: '2026-11-01T10:00:00.000Z',
};
const list = (data: unknown): StubReply => ({ status: 200, data: { data } });

function gateway(
  pages: () => StubReply,
  other: (request: RecordedRequest) => StubReply = () => ({ status: 500 }),
  role: 'marketing' | 'support' = 'marketing',
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === pagesPath && request.method === 'GET') return pages();
    return other(request);
  });
}

describe('the Landing pages screen', () => {
  beforeEach(() => signInOperator());

  it('lists the allowed pages with their address and who added them', async () => {
    gateway(() => list([casino, sports]));
    renderConsole('/landing-pages');
    const table = await screen.findByRole('table', { name: 'Allowed pages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText('https://brand.example/sports')).toBeInTheDocument();
    expect(within(rows[1]!).getAllByText(/anna@brand\.example/).length).toBeGreaterThan(0);
    expect(within(rows[0]!).getByRole('button', { name: 'Remove Casino games' })).toBeInTheDocument();
  });

  it('says when no page is allowed, and when the list could not be loaded', async () => {
    const answers: StubReply[] = [
      { status: 500, data: { message: 'Something failed on our side.' } },
      list([]),
    ];
    gateway(() => answers.shift()!);
    renderConsole('/landing-pages');
    expect(
      await screen.findByText(/We could not load the landing pages\. Something failed on our side\./),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No page is allowed yet/)).toBeInTheDocument();
  });

  it('refuses in the browser an address that is not https or carries a password, each on the address field', async () => {
    const requests = gateway(() => list([sports]));
    renderConsole('/landing-pages');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Allow a landing page' });
    await user.type(within(form).getByLabelText('Label'), 'Poker');
    const address = within(form).getByLabelText('Address');
    await user.type(address, 'http://brand.example/poker');
    await user.click(within(form).getByRole('button', { name: 'Allow page' }));
    await waitFor(() => expect(address).toHaveAccessibleDescription(LANDING_PAGE_NOT_HTTPS));
    await user.clear(address);
    await user.type(address, 'https://me:secret@brand.example/poker');
    await user.tab();
    await waitFor(() => expect(address).toHaveAccessibleDescription(LANDING_PAGE_HAS_CREDENTIALS));
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('allows a page as the contract wants it, says so and lists it; a page already allowed is refused on its field', async () => {
    let pages = [sports];
    const poker: LandingPage = { ...sports, id: 3, label: 'Poker', prefix: 'https://brand.example/poker' };
    const requests = gateway(
      () => list(pages),
      (request) => {
        if ((request.data as { prefix: string }).prefix.includes('sports'))
          return {
            status: 422,
            data: {
              message: LANDING_PAGE_ALREADY_ALLOWED,
              errors: { prefix: [LANDING_PAGE_ALREADY_ALLOWED] },
            },
          };
        pages = [poker, sports];
        return { status: 201, data: { data: poker } };
      },
    );
    renderConsole('/landing-pages');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Allow a landing page' });
    await user.type(within(form).getByLabelText('Label'), 'Sports again');
    await user.type(within(form).getByLabelText('Address'), 'https://brand.example/sports/');
    await user.click(within(form).getByRole('button', { name: 'Allow page' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Address')).toHaveAccessibleDescription(
        LANDING_PAGE_ALREADY_ALLOWED,
      ),
    );

    await user.clear(within(form).getByLabelText('Label'));
    await user.type(within(form).getByLabelText('Label'), 'Poker');
    await user.clear(within(form).getByLabelText('Address'));
    await user.type(within(form).getByLabelText('Address'), ' https://brand.example/poker ');
    await user.click(within(form).getByRole('button', { name: 'Allow page' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Allowed “Poker”: affiliates can link to https://brand.example/poker and every page under it.',
    );
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.data).toEqual({
      label: 'Poker',
      prefix: 'https://brand.example/poker',
    });
    expect(
      await within(screen.getByRole('table', { name: 'Allowed pages' })).findByRole('button', {
        name: 'Remove Poker',
      }),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Label')).toHaveValue('');
  });

  it('removes a page after a confirmation, and puts focus on the list', async () => {
    let pages = [sports, casino];
    const requests = gateway(
      () => list(pages),
      () => {
        pages = [casino];
        return list(sports);
      },
    );
    renderConsole('/landing-pages');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Sports betting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this landing page?' });
    expect(dialog).toHaveTextContent(
      'will land on the default landing page from now on. Their clicks still count.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Sports betting' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this landing page?' })).getByRole('button', {
        name: 'Remove page',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'DELETE')?.url).toBe(
      fillPath(api.operator.removeLandingPage.path, { landingPageId: 1 }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Removed “Sports betting”: links to it land on the default landing page from now on.',
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Sports betting' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Allowed pages' })).toHaveFocus();
  });

  it('tells a role without landing pages that the screen is not theirs, without asking for the list', async () => {
    const requests = gateway(() => list([sports]), undefined, 'support');
    renderConsole('/landing-pages');
    expect(
      await screen.findByText(/Your role \(Support\) does not include Landing pages\./),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.url === pagesPath)).toHaveLength(0);
  });
});
