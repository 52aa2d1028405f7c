import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, fillPath, SUB_AFFILIATE_CYCLE, type OperatorRole } from '@affiliate/contract';
import type { AffiliateRecord } from '@affiliate/contract/endpoints/operator-affiliates';
import type { ParentChange } from '@affiliate/contract/endpoints/sub-affiliates';
import { seriousAxeViolations } from '@/testing/axe';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';
import { brands, deals, integrations, record, summary } from './fixtures';

const detailPath = fillPath(api.operatorConsole.affiliateDetail.path, { memberId: 7 });
const historyPath = fillPath(api.subAffiliates.subAffiliateHistory.path, { memberId: 7 });
const parentPath = fillPath(api.subAffiliates.setSubAffiliateParent.path, { memberId: 7 });

/** Affiliate 7 was approved under #12 through its invite link, then moved under #41 by marketing. */
const history: ParentChange[] = [
  {
    member_id: 7,
    from_parent: 12,
    to_parent: 41,
    changed_by: 'operator:mia@goldline.example',
    reason: 'Signed with the Lisbon agency',
    changed_at: '2026-11-20T10:00:00.000Z',
  },
  {
    member_id: 7,
    from_parent: null,
    to_parent: 12,
    changed_by: 'operator:ada@goldline.example',
    reason: 'Approved through the invite link',
    changed_at: '2026-02-01T09:00:00.000Z',
  },
];

const affiliates = [
  summary({
    id: 41,
    username: 'anna-media',
    first_name: 'Anna',
    last_name: 'Media',
    email: 'anna@media.example',
  }),
  summary({ id: 12, username: 'anderson', first_name: 'Ana', last_name: 'Derson', email: 'ana@example.com' }),
  summary({ id: 7 }),
  summary({ id: 58, username: 'annex-ads', first_name: 'Ann', last_name: 'Ex', email: 'ads@annex.example' }),
];

/** The record's parent as the gateway keeps it: the one the latest change put it under. */
function parentAfter(changes: readonly ParentChange[]): AffiliateRecord['parent'] {
  const id = changes[0]?.to_parent ?? null;
  return id === null ? null : { member_id: id, username: affiliates.find((one) => one.id === id)!.username };
}

/**
 * The record of affiliate 7 (its parent the history's, with `subAffiliates` subs), its parent history
 * (null: the history fails) and the search; `other` answers the change.
 */
function gateway(
  role: OperatorRole,
  changes: ParentChange[] | (() => ParentChange[]) | null = history,
  other: (request: RecordedRequest) => StubReply | undefined = () => undefined,
  subAffiliates = 0,
) {
  const current = () => (typeof changes === 'function' ? changes() : changes);
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === detailPath && request.method === 'GET')
      return {
        status: 200,
        data: {
          data: record({ parent: parentAfter(current() ?? history), sub_affiliates: subAffiliates }),
        },
      };
    if (request.url === historyPath)
      return current() === null
        ? { status: 500, data: { message: 'Something failed on our side.' } }
        : { status: 200, data: { data: current() } };
    if (request.url === api.operatorConsole.affiliateSearch.path) {
      const q = queryOf(request).q ?? '';
      const found = affiliates.filter((one) => String(one.id) === q || one.username.startsWith(q));
      return { status: 200, data: { data: found, meta: { per_page: 25, next: null, previous: null } } };
    }
    if (request.url === api.operator.listDeals.path) return { status: 200, data: { data: deals() } };
    if (request.url === api.operator.listBrands.path) return { status: 200, data: { data: brands() } };
    if (request.url === fillPath(api.operatorConsole.affiliateIntegrations.path, { memberId: 7 }))
      return { status: 200, data: { data: integrations() } };
    return other(request) ?? { status: 500 };
  });
}

const parentSection = () => screen.findByRole('region', { name: 'Parent affiliate' }, { timeout: 10_000 });

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  renderConsole('/affiliates/7');
  const section = await parentSection();
  await user.click(await within(section).findByRole('button', { name: 'Move or detach' }));
  return screen.findByRole('dialog', { name: 'Move or detach demo' });
}

const moved: ParentChange = {
  member_id: 7,
  from_parent: 41,
  to_parent: 58,
  changed_by: 'operator:mia@goldline.example',
  reason: 'Moved to the agency that recruited them',
  changed_at: '2026-12-02T10:00:00.000Z',
};

describe("an affiliate's parent on its record", () => {
  beforeEach(() => signInOperator());

  it.each(['finance', 'support'] as const)(
    'shows %s the parent by name, linked, and every change with who made it and why, but no way to move it',
    async (role) => {
      gateway(role);
      renderConsole('/affiliates/7');
      const section = await parentSection();
      const parent = await within(section).findByRole('link', { name: 'anna-media (#41)' });
      expect(parent).toHaveAttribute('href', '/operator/affiliates/41');
      const changes = within(within(section).getByRole('list', { name: 'Parent history (2)' })).getAllByRole(
        'listitem',
      );
      expect(changes.map((item) => item.querySelector('p')?.textContent)).toEqual([
        'Moved from #12 to #41',
        'Put under #12',
      ]);
      expect(changes[0]).toHaveTextContent('by mia@goldline.example');
      expect(changes[0]).toHaveTextContent('Reason: Signed with the Lisbon agency');
      expect(within(changes[1]!).getByRole('link', { name: '#12' })).toHaveAttribute(
        'href',
        '/operator/affiliates/12',
      );
      expect(within(section).queryByRole('button', { name: 'Move or detach' })).not.toBeInTheDocument();
      expect(await seriousAxeViolations(section)).toEqual([]);
    },
  );

  it('says when the affiliate never had a parent', async () => {
    gateway('support', []);
    renderConsole('/affiliates/7');
    const section = await parentSection();
    expect(await within(section).findByText('No parent')).toBeInTheDocument();
    expect(within(section).getByText('None')).toBeInTheDocument();
    expect(
      await within(section).findByText('No parent changes: it never was a sub-affiliate.'),
    ).toBeInTheDocument();
  });

  it('reads the parent and the count of its subs from the record, even when the history cannot be loaded', async () => {
    const requests = gateway('finance', null, undefined, 3);
    renderConsole('/affiliates/7');
    const section = await parentSection();
    // The record names the parent (anna-media, #41): no search is asked for its name.
    expect(await within(section).findByRole('link', { name: 'anna-media (#41)' })).toHaveAttribute(
      'href',
      '/operator/affiliates/41',
    );
    const subs = within(section).getByText('Its sub-affiliates').closest('div')!;
    expect(subs).toHaveTextContent('Its sub-affiliates3');
    expect(
      await within(section).findByText(/We could not load the affiliate's parent history\./),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('list', { name: /Parent history/ })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.url === api.operatorConsole.affiliateSearch.path)).toEqual([]);
  });

  it('lets marketing move the affiliate under another parent found by name, sending the reason, and reads the history again', async () => {
    const user = userEvent.setup();
    // The history the gateway answers follows the change.
    let changes = history;
    const requests = gateway(
      'marketing',
      () => changes,
      (request) => {
        if (request.url !== parentPath || request.method !== 'POST') return undefined;
        changes = [moved, ...history];
        return { status: 200, data: { data: moved } };
      },
    );
    const dialog = await openDialog(user);

    // Neither a parent nor a reason yet: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('searchbox', { name: 'Find the new parent' }), 'an{Enter}');
    const picker = await within(dialog).findByRole('group', { name: 'New parent' });
    const options = within(picker).getAllByRole('radio');
    // The affiliate itself is never offered; its parent now is shown but cannot be chosen.
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'anna-media (#41) · Anna Media · anna@media.example · its parent now',
      'anderson (#12) · Ana Derson · ana@example.com',
      'annex-ads (#58) · Ann Ex · ads@annex.example',
    ]);
    expect(options[0]).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('Choose the new parent.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(within(picker).getByRole('radio', { name: /^annex-ads/ }));
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      '  Moved to the agency that recruited them ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = requests.filter((r) => r.method === 'POST');
    expect(sent.map((r) => [r.url, r.data])).toEqual([
      [parentPath, { parent: 58, reason: 'Moved to the agency that recruited them' }],
    ]);
    const section = await parentSection();
    expect(await within(section).findByRole('list', { name: 'Parent history (3)' })).toHaveTextContent(
      'Moved from #41 to #58',
    );
    expect(await within(section).findByRole('link', { name: 'annex-ads (#58)' })).toBeInTheDocument();
  });

  it('lets an admin detach the affiliate with a reason', async () => {
    const user = userEvent.setup();
    const requests = gateway('admin', history, (request) =>
      request.url === parentPath && request.method === 'POST'
        ? { status: 200, data: { data: { ...moved, to_parent: null, reason: 'Left the agency' } } }
        : undefined,
    );
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Detach: no parent' }));
    expect(within(dialog).queryByRole('searchbox')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Left the agency');
    await user.click(within(dialog).getByRole('button', { name: 'Detach' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.data)).toEqual([
      { parent: null, reason: 'Left the agency' },
    ]);
  });

  it("tells the gateway's refusal of the parent at the parent, and keeps the dialog open", async () => {
    const user = userEvent.setup();
    gateway('marketing', history, (request) =>
      request.url === parentPath && request.method === 'POST'
        ? { status: 422, data: { message: SUB_AFFILIATE_CYCLE, errors: { parent: [SUB_AFFILIATE_CYCLE] } } }
        : undefined,
    );
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find the new parent' }), '58');
    await user.click(within(dialog).getByRole('button', { name: 'Find' }));
    await user.click(await within(dialog).findByRole('radio', { name: /^annex-ads/ }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Agency merger');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByText(SUB_AFFILIATE_CYCLE)).toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'New parent' })).toHaveAccessibleDescription(
      SUB_AFFILIATE_CYCLE,
    );
    // The dialog itself (Radix's focus guards around it are for its focus trap, and jsdom lays nothing out).
    expect(await seriousAxeViolations(dialog)).toEqual([]);
  });
});
