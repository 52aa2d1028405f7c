import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@affiliate/contract';
import type { AuditEntry } from '@affiliate/contract';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const self = operatorAccount();
const nora = operatorAccount({ id: 2, email: 'nora@goldline.example', role: 'finance' });
const paths = api.operatorConsole;
const older = '2026-11-27T09:00:00.000000Z~10';
const newer = '2026-11-27T12:00:00.000000Z~30';

function entry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: '30',
    at: '2026-11-27T12:00:00.000Z',
    action: 'operator.payWithdrawal',
    who: { kind: 'operator', operatorId: 2, name: 'nora@goldline.example' },
    affiliate: { id: 7, username: 'demo' },
    status: 200,
    outcome: 'done',
    detail: { method: 'POST', 'params.withdrawalId': '12' },
    ...overrides,
  };
}

const page = (
  data: AuditEntry[],
  meta: { older?: string | null; newer?: string | null } = {},
): StubReply => ({ status: 200, data: { data, meta: { per_page: 25, older: null, newer: null, ...meta } } });

function gateway(audit: (request: RecordedRequest) => StubReply) {
  return stubFetch((request) => {
    if (request.url === paths.signedInOperator.path) return { status: 200, data: { data: self } };
    if (request.url === paths.operatorAccounts.path)
      return { status: 200, data: { data: { operators: [self, nora], invitations: [] } } };
    if (request.url === paths.auditActions.path)
      return {
        status: 200,
        data: { data: ['operator.inviteOperator', 'operator.payWithdrawal', 'something.new'] },
      };
    if (request.url === paths.auditLog.path) return audit(request);
    return { status: 500 };
  });
}

const auditCalls = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === paths.auditLog.path).map(queryOf);

describe('the Audit screen', () => {
  beforeEach(() => signInOperator());

  it('lists who did what, when, to which affiliate and how it ended, with the detail behind a disclosure', async () => {
    gateway(() =>
      page([
        entry(),
        entry({
          id: '29',
          action: 'access.denied',
          who: { kind: 'machine', operatorId: null, name: '1a2b3c4d' },
          affiliate: null,
          status: 403,
          outcome: 'refused',
          detail: {},
        }),
        entry({
          id: '28',
          action: 'something.new',
          who: { kind: 'affiliate', operatorId: null, name: 'demo' },
        }),
        entry({
          id: '27',
          action: 'operator.assignDeal',
          detail: { method: 'PUT', brand: 'goldline-br', 'params.memberId': '7' },
        }),
      ]),
    );
    renderConsole('/audit');

    const table = await screen.findByRole('table', { name: 'Audit entries' });
    const paid = within(table).getAllByRole('row')[1]!;
    expect(within(paid).getAllByText('Paid a withdrawal').length).toBeGreaterThan(0);
    expect(within(paid).getAllByText(/nora@goldline\.example/).length).toBeGreaterThan(0);
    expect(within(paid).getAllByText(/11\/27\/2026/).length).toBeGreaterThan(0);
    expect(within(paid).getAllByText(/demo \(#7\)/).length).toBeGreaterThan(0);
    expect(within(paid).getAllByText('Done').length).toBeGreaterThan(0);
    const disclosure = within(paid).getByText('Details', { exact: false, selector: 'summary' });
    await userEvent.setup().click(disclosure);
    expect(within(paid).getByText('params.withdrawalId')).toBeVisible();
    expect(within(paid).getByText('12')).toBeVisible();

    const refused = within(table).getAllByRole('row')[2]!;
    expect(within(refused).getAllByText('Was refused access').length).toBeGreaterThan(0);
    expect(within(refused).getAllByText(/machine 1a2b3c4d/).length).toBeGreaterThan(0);
    expect(within(refused).getAllByText('Refused (403)').length).toBeGreaterThan(0);
    expect(within(refused).getByText('No details')).toBeInTheDocument();
    // An action without a label is shown by its name.
    expect(
      within(within(table).getAllByRole('row')[3]!).getAllByText('something.new').length,
    ).toBeGreaterThan(0);
    // A deal assigned for one brand names it.
    const brandDeal = within(table).getAllByRole('row')[4]!;
    expect(
      within(brandDeal).getAllByText('Put an affiliate on a deal for brand goldline-br').length,
    ).toBeGreaterThan(0);
  });

  it('reads its filters from the URL, offers the operators and actions, and writes each change back', async () => {
    const requests = gateway(() => page([entry()]));
    const { router } = renderConsole(
      `/audit?operator=2&action=operator.payWithdrawal&before=${encodeURIComponent(older)}&page=2`,
    );
    await screen.findByRole('table', { name: 'Audit entries' });
    expect(auditCalls(requests).at(-1)).toEqual({
      operator: '2',
      action: 'operator.payWithdrawal',
      before: older,
      per_page: '25',
    });

    const user = userEvent.setup();
    const operator = screen.getByLabelText('Operator');
    const action = screen.getByLabelText('Action');
    const optionsOf = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() =>
      expect(optionsOf(operator)).toEqual(['All operators', 'ada@goldline.example', 'nora@goldline.example']),
    );
    expect(operator).toHaveValue('2');
    await waitFor(() =>
      expect(optionsOf(action)).toEqual([
        'All actions',
        'Invited an operator',
        'Paid a withdrawal',
        'something.new',
      ]),
    );
    expect(action).toHaveValue('operator.payWithdrawal');

    // A filter change starts from the newest rows again.
    await user.selectOptions(operator, '1');
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'operator=1&action=operator.payWithdrawal',
    );
    await user.type(screen.getByLabelText('Affiliate'), 'demo{Enter}');
    expect(router.state.location.search).toBe('?operator=1&action=operator.payWithdrawal&affiliate=demo');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    expect(router.state.location.search).toContain('from=2026-11-01');
    await waitFor(() =>
      expect(auditCalls(requests).at(-1)).toMatchObject({
        operator: '1',
        affiliate: 'demo',
        from: '2026-11-01',
      }),
    );

    await user.clear(screen.getByLabelText('Affiliate'));
    await user.type(screen.getByLabelText('Affiliate'), 'bad name!{Enter}');
    expect(screen.getByText('Enter an affiliate id or username.')).toBeInTheDocument();
    expect(router.state.location.search).toContain('affiliate=demo');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(router.state.location.search).toBe('');
  });

  it('pages older and newer by the cursors the gateway gives', async () => {
    const requests = gateway((request) =>
      queryOf(request).before ? page([entry({ id: '10' })], { newer }) : page([entry()], { older }),
    );
    const { router } = renderConsole('/audit');
    const pages = await screen.findByRole('navigation', { name: 'Audit pages' });
    expect(within(pages).getByRole('button', { name: 'Newer' })).toBeDisabled();
    expect(within(pages).getByText('Page 1')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(pages).getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('before')).toBe(older);
    // The page's number follows the address at once; its request may still be on its way.
    await waitFor(() => expect(auditCalls(requests).at(-1)).toEqual({ before: older, per_page: '25' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled());

    await user.click(screen.getByRole('button', { name: 'Newer' }));
    expect(new URLSearchParams(router.state.location.search).get('after')).toBe(newer);
    await waitFor(() => expect(auditCalls(requests).at(-1)).toEqual({ after: newer, per_page: '25' }));
  });

  it('says when nothing matches, and when the trail could not be loaded, and loads it again on request', async () => {
    const answers: StubReply[] = [
      { status: 500, data: { message: 'Something failed on our side.' } },
      page([]),
    ];
    gateway(() => answers.shift()!);
    renderConsole('/audit?action=login.failed');
    expect(
      await screen.findByText(/We could not load the audit trail\. Something failed on our side\./),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No audit entries match these filters')).toBeInTheDocument();
    expect(screen.getByText(/press Reset to see every entry/)).toBeInTheDocument();
  });

  it('shows a loading state until the first page arrives', async () => {
    let answer: (reply: StubReply) => void = () => undefined;
    stubFetch((request) => {
      if (request.url === paths.signedInOperator.path) return { status: 200, data: { data: self } };
      if (request.url === paths.auditLog.path) return new Promise<StubReply>((resolve) => (answer = resolve));
      return {
        status: 200,
        data: { data: request.url === paths.auditActions.path ? [] : { operators: [], invitations: [] } },
      };
    });
    renderConsole('/audit');
    expect(await screen.findByRole('table', { name: 'Loading audit entries' })).toBeInTheDocument();
    expect(screen.getByText('Loading audit entries…')).toBeInTheDocument();
    answer(page([entry()]));
    expect(await screen.findByRole('table', { name: 'Audit entries' })).toBeInTheDocument();
  });

  it('is for admins only: finance is told Audit is not in their role, and the navigation leaves it out', async () => {
    const requests = stubFetch((request) =>
      request.url === paths.signedInOperator.path ? { status: 200, data: { data: nora } } : { status: 500 },
    );
    renderConsole('/audit');
    expect(await screen.findByText(/Your role \(Finance\) does not include Audit\./)).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Console' })).queryByRole('link', { name: 'Audit' }),
    ).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url === paths.auditLog.path)).toHaveLength(0);
  });
});
