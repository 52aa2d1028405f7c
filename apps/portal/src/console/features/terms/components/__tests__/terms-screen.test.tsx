import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  fillPath,
  TERMS_BODY_MAX_LENGTH,
  TERMS_EFFECTIVE_BEFORE_LATEST,
  type OperatorTermsVersion,
} from '@affiliate/contract';
import type { OperatorRole } from '@affiliate/contract/common/endpoint';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const versionsPath = api.terms.listTermsVersions.path;
const acceptancesPath = (version: number) => fillPath(api.terms.termsAcceptances.path, { version });

const version = (overrides: Partial<OperatorTermsVersion> & Pick<OperatorTermsVersion, 'version'>) => ({
  body: '# Terms',
  body_html: '<h1>Terms</h1>',
  effective_from: '2026-11-01',
  published_at: '2026-10-30T10:00:00.000Z',
  published_by: 'ada@goldline.example',
  state: 'past' as const,
  accepted_count: 0,
  ...overrides,
});
const upcoming = version({
  version: 3,
  effective_from: '2027-01-01',
  published_at: '2026-12-01T09:00:00.000Z',
  state: 'upcoming',
});
const inForce = version({
  version: 2,
  body_html: '<h1>Program terms</h1><p>Commission is paid <strong>monthly</strong>.</p>',
  effective_from: '2026-11-15',
  published_at: '2026-11-14T08:00:00.000Z',
  published_by: 'bob@goldline.example',
  state: 'in_force',
  accepted_count: 27,
});
const past = version({ version: 1, accepted_count: 1 });

const list = (data: unknown): StubReply => ({ status: 200, data: { data } });

function page(rows: unknown[], current: number, last: number, total: number): StubReply {
  return {
    status: 200,
    data: {
      data: rows,
      meta: {
        current_page: current,
        last_page: last,
        from: rows.length ? (current - 1) * 25 + 1 : null,
        to: rows.length ? (current - 1) * 25 + rows.length : null,
        total,
        per_page: 25,
        prev_page_url: null,
        next_page_url: null,
        links: [],
      },
    },
  };
}

const acceptance = (memberId: number, username: string, ip: string) => ({
  version: 2,
  member_id: memberId,
  username,
  accepted_at: '2026-11-20T12:30:00.000Z',
  ip,
});

function gateway(
  versions: () => StubReply,
  other: (request: RecordedRequest) => StubReply = () => ({ status: 500 }),
  role: OperatorRole = 'admin',
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === versionsPath && request.method === 'GET') return versions();
    return other(request);
  });
}

const versionItems = async () =>
  within(await screen.findByRole('list', { name: 'Versions' })).getAllByRole('listitem');

describe('the Terms screen', () => {
  beforeEach(() => signInOperator());

  it('lists every version, the latest first, with its state, date, publisher and acceptances', async () => {
    gateway(() => list([upcoming, inForce, past]));
    renderConsole('/terms');
    const items = await versionItems();
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Version 3',
      'Version 2',
      'Version 1',
    ]);
    expect(items[0]).toHaveTextContent('Upcoming');
    expect(items[0]).toHaveTextContent('01/01/2027');
    expect(items[1]).toHaveTextContent('In force');
    expect(items[1]).toHaveTextContent('11/15/2026');
    expect(items[1]).toHaveTextContent('by bob@goldline.example');
    expect(items[1]).toHaveTextContent('27 affiliates');
    expect(items[2]).toHaveTextContent('Past');
    expect(items[2]).toHaveTextContent('1 affiliate');
  });

  it('says when no version is published, and when the list could not be loaded', async () => {
    const answers: StubReply[] = [
      { status: 500, data: { message: 'Something failed on our side.' } },
      list([]),
    ];
    gateway(() => answers.shift()!);
    renderConsole('/terms');
    expect(
      await screen.findByText(/We could not load the terms\. Something failed on our side\./),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No version is published yet/)).toBeInTheDocument();
  });

  it('opens a version onto its rendered text and who accepted it, a page at a time', async () => {
    const firstPage = Array.from({ length: 25 }, (_, index) =>
      acceptance(100 + index, `affiliate${index}`, `203.0.113.${index}`),
    );
    const requests = gateway(
      () => list([upcoming, inForce, past]),
      (request) => {
        if (request.url !== acceptancesPath(2)) return { status: 500 };
        const asked = new URL(request.fullUrl).searchParams.get('page');
        return asked === '2'
          ? page([acceptance(7, 'lena', '2001:db8::1')], 2, 2, 26)
          : page(firstPage, 1, 2, 26);
      },
    );
    renderConsole('/terms');
    const user = userEvent.setup();
    const [, second] = await versionItems();
    expect(requests.filter((r) => r.url.startsWith(acceptancesPath(2)))).toHaveLength(0);

    const toggle = within(second!).getByRole('button', { name: 'Show text and acceptances of version 2' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const text = within(second!).getByRole('region', { name: 'Text of version 2' });
    expect(within(text).getByRole('heading', { level: 4, name: 'Program terms' })).toBeInTheDocument();
    expect(within(text).getByText('monthly').tagName).toBe('STRONG');

    const table = await within(second!).findByRole('table', { name: 'Who accepted version 2' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(25);
    expect(within(rows[0]!).getByRole('link', { name: 'affiliate0' })).toHaveAttribute(
      'href',
      '/operator/affiliates/100',
    );
    expect(rows[0]).toHaveTextContent('Member id 100');
    expect(rows[0]).toHaveTextContent('11/20/2026');
    expect(within(rows[0]!).getAllByText(/203\.0\.113\.0/).length).toBeGreaterThan(0);
    expect(within(second!).getByText('1–25 of 26')).toBeInTheDocument();
    expect(
      new URL(requests.find((r) => r.url === acceptancesPath(2))!.fullUrl).searchParams.get('page'),
    ).toBe('1');

    const pages = within(second!).getByRole('navigation', { name: 'Pages of who accepted version 2' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(table).findByRole('link', { name: 'lena' })).toHaveAttribute(
      'href',
      '/operator/affiliates/7',
    );
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(second!).getByText('26–26 of 26')).toBeInTheDocument();
    expect(within(pages).getByText('Page 2 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(second!).queryByRole('region', { name: 'Text of version 2' })).not.toBeInTheDocument();
  });

  it('says when nobody has accepted a version yet', async () => {
    gateway(
      () => list([upcoming]),
      (request) => (request.url === acceptancesPath(3) ? page([], 1, 1, 0) : { status: 500 }),
    );
    renderConsole('/terms');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Show text and acceptances of version 3' }));
    expect(await screen.findByText('No affiliate has accepted this version yet.')).toBeInTheDocument();
  });

  it('shows admins the publish form with a character counter', async () => {
    gateway(() => list([inForce]));
    renderConsole('/terms');
    const form = await screen.findByRole('form', { name: 'Publish a new version' });
    const body = within(form).getByLabelText('Terms (Markdown)');
    expect(body).toHaveAttribute('maxLength', String(TERMS_BODY_MAX_LENGTH));
    expect(body).toHaveAccessibleDescription(/0\/100,000 characters/);
    await userEvent.setup().type(body, '# Hello');
    expect(body).toHaveAccessibleDescription(/7\/100,000 characters/);
    expect(within(form).getByLabelText('Takes effect on')).toHaveAttribute('type', 'date');
  });

  it.each<OperatorRole>(['finance', 'support', 'marketing'])(
    'shows %s the versions read-only, without the publish form',
    async (role) => {
      gateway(() => list([inForce, past]), undefined, role);
      renderConsole('/terms');
      expect(await versionItems()).toHaveLength(2);
      expect(screen.queryByRole('form', { name: 'Publish a new version' })).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Terms (Markdown)')).not.toBeInTheDocument();
    },
  );

  it('refuses an empty text in the browser, without asking the gateway', async () => {
    const requests = gateway(() => list([inForce]));
    renderConsole('/terms');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Publish a new version' });
    await user.type(within(form).getByLabelText('Terms (Markdown)'), '   ');
    await user.click(within(form).getByRole('button', { name: 'Publish version' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Terms (Markdown)')).toHaveAccessibleDescription(
        /Write the terms in Markdown, 1 to 100,000 characters\./,
      ),
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('publishes the text and date as the contract wants them, shows the gateway’s refusal on its field, then lists the new version', async () => {
    let versions: OperatorTermsVersion[] = [inForce, past];
    const published = version({
      version: 3,
      body: '# New terms',
      body_html: '<h1>New terms</h1>',
      effective_from: '2099-02-01',
      published_at: '2026-12-04T10:00:00.000Z',
      state: 'upcoming',
    });
    const requests = gateway(
      () => list(versions),
      (request) => {
        if (request.url !== versionsPath || request.method !== 'POST') return { status: 500 };
        if ((request.data as { effective_from?: string }).effective_from === '2099-01-01')
          return {
            status: 422,
            data: {
              message: TERMS_EFFECTIVE_BEFORE_LATEST,
              errors: { effective_from: [TERMS_EFFECTIVE_BEFORE_LATEST] },
            },
          };
        versions = [published, inForce, past];
        return { status: 201, data: { data: published } };
      },
    );
    renderConsole('/terms');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Publish a new version' });
    const body = within(form).getByLabelText('Terms (Markdown)');
    const date = within(form).getByLabelText('Takes effect on');
    await user.type(body, '# New terms');
    await user.type(date, '2099-01-01');
    await user.click(within(form).getByRole('button', { name: 'Publish version' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(new RegExp(TERMS_EFFECTIVE_BEFORE_LATEST)));
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.data).toEqual({
      body: '# New terms',
      effective_from: '2099-01-01',
    });

    await user.clear(date);
    await user.type(date, '2099-02-01');
    await user.click(within(form).getByRole('button', { name: 'Publish version' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Published version 3, in force from 02/01/2099.',
    );
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.data).toEqual({
      body: '# New terms',
      effective_from: '2099-02-01',
    });
    await waitFor(async () => expect(await versionItems()).toHaveLength(3));
    expect(within((await versionItems())[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Version 3',
    );
    expect(body).toHaveValue('');
    expect(screen.getByRole('heading', { level: 2, name: 'Versions' })).toHaveFocus();
  });

  it('leaves the date out when none is chosen, so the version takes effect today', async () => {
    const requests = gateway(
      () => list([inForce]),
      () => ({ status: 201, data: { data: version({ version: 3, state: 'in_force' }) } }),
    );
    renderConsole('/terms');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Publish a new version' });
    await user.type(within(form).getByLabelText('Terms (Markdown)'), 'Be fair.');
    await user.click(within(form).getByRole('button', { name: 'Publish version' }));
    await screen.findByRole('status');
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.data).toEqual({ body: 'Be fair.' });
  });
});
