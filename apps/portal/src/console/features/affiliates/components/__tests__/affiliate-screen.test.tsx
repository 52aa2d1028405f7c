import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, fillPath, statementLineLabels } from '@affiliate/contract';
import type { OperatorRole } from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';
import { brands, deals, integrations, record } from './fixtures';

const paths = api.operatorConsole;
const detailPath = fillPath(paths.affiliateDetail.path, { memberId: 7 });
const integrationsPath = fillPath(paths.affiliateIntegrations.path, { memberId: 7 });

function gateway(
  detail: () => StubReply,
  role: OperatorRole = 'admin',
  other?: (request: RecordedRequest) => StubReply | undefined,
) {
  return stubFetch((request) => {
    if (request.url === paths.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === detailPath && request.method === 'GET') return detail();
    if (request.url === api.operator.listDeals.path) return { status: 200, data: { data: deals() } };
    if (request.url === api.operator.listBrands.path) return { status: 200, data: { data: brands() } };
    return (
      other?.(request) ??
      (request.url === integrationsPath ? { status: 200, data: { data: integrations() } } : { status: 500 })
    );
  });
}

const buttons = ['Suspend', 'Adjust balance', 'Change plan'];

describe("an affiliate's record", () => {
  beforeEach(() => signInOperator());

  it('shows the profile, figures, balance and ledger, plan, identity, codes and sign-ins', async () => {
    gateway(() => ({ status: 200, data: { data: record() } }));
    renderConsole('/affiliates/7');
    // The first render of the file loads the route's chunk: more time than a later one on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'demo' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Dana Demo')).toBeInTheDocument();
    const figures = screen.getByRole('region', { name: 'Figures' });
    expect(within(figures).getByRole('row', { name: /Turnover €4,000.00 €4,000.00/ })).toBeInTheDocument();
    expect(within(figures).getByRole('row', { name: /Clicks 120 1,400/ })).toBeInTheDocument();
    const money = screen.getByRole('region', { name: 'Balance and ledger' });
    expect(within(money).getByText('€412.50')).toBeInTheDocument();
    expect(within(money).getByText('Welcome bonus')).toBeInTheDocument();
    expect(within(money).getByText('+€12.50')).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Commission plan' });
    expect(within(plan).getAllByText('Standard EUR (version 1)')[0]).toBeVisible();
    expect(within(plan).getByRole('list', { name: 'What the current deal pays' })).toHaveTextContent(
      'Revenue share: 30% of NGR.',
    );
    expect(within(plan).getByText('Plan history (1)')).toBeInTheDocument();
    const access = screen.getByRole('region', { name: 'Identity, codes and sign-ins' });
    expect(within(access).getByText('Verified')).toBeInTheDocument();
    expect(within(access).getByText('GOLDDEMO')).toBeInTheDocument();
    expect(within(access).getByText('Mozilla/5.0 Chrome/131')).toBeInTheDocument();
  });

  it("shows the month's figures of each brand side by side", async () => {
    const base = record();
    const brand = (code: string, name: string, deposits: string) => ({
      ...base.figures.this_month,
      brand: code,
      name,
      deposits,
    });
    gateway(() => ({
      status: 200,
      data: {
        data: record({
          figures: {
            ...base.figures,
            this_month_by_brand: [
              brand('goldline-br', 'Goldline Bet Brasil', '300.00'),
              brand('goldline-partners', 'Goldline Partners', '700.00'),
            ],
          },
        }),
      },
    }));
    renderConsole('/affiliates/7');
    const byBrand = within(await screen.findByRole('table', { name: /by brand/ }, { timeout: 10_000 }));
    expect(byBrand.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Figure',
      'Goldline Bet Brasil',
      'Goldline Partners',
    ]);
    expect(byBrand.getByRole('row', { name: /^Deposits €300.00 €700.00$/ })).toBeInTheDocument();
  });

  it("names a withdrawal's ledger lines as the affiliate's statement does, from the contract's one list", async () => {
    const line = (transaction_id: number, kind: string, amount: string, description: string) => ({
      transaction_id,
      kind,
      amount,
      balance_after: '400.00',
      description,
      created_by: 'member',
      created_at: '2026-11-21T10:00:00.000Z',
    });
    gateway(() => ({
      status: 200,
      data: {
        data: {
          ...record(),
          recent_ledger: [
            line(34, 'withdrawal_released', '0.00', 'Withdrawal #9 rejected (Skrill): amount released'),
            line(33, 'withdrawal_paid', '-50.00', 'Withdrawal #8 paid (Skrill, reference PAY-1)'),
            line(32, 'withdrawal_hold', '0.00', 'Withdrawal #8 requested (Skrill)'),
          ],
        },
      },
    }));
    renderConsole('/affiliates/7');
    const money = await screen.findByRole('region', { name: 'Balance and ledger' }, { timeout: 10_000 });
    const lines = within(money).getAllByRole('listitem');
    for (const [i, kind] of (
      ['withdrawal_released', 'withdrawal_paid', 'withdrawal_hold'] as const
    ).entries())
      expect(lines[i]).toHaveTextContent(statementLineLabels[kind]);
    expect(lines[0]).toHaveTextContent(/^Withdrawal returned/);
    expect(lines[2]).toHaveTextContent(/^Withdrawal requested/);
  });

  it.each([
    ['admin', buttons],
    ['finance', ['Adjust balance', 'Change plan']],
    ['support', []],
    ['marketing', []],
  ] as const)('offers %s the actions its role is admitted to', async (role, offered) => {
    gateway(() => ({ status: 200, data: { data: record() } }), role);
    renderConsole('/affiliates/7');
    await screen.findByRole('heading', { level: 1, name: 'demo' });
    for (const name of buttons) {
      if ((offered as readonly string[]).includes(name))
        expect(screen.getByRole('button', { name }), `${role}: ${name}`).toBeInTheDocument();
      else expect(screen.queryByRole('button', { name }), `${role}: ${name}`).not.toBeInTheDocument();
    }
  });

  it('suspends with a reason (required) and shows the suspension once read again', async () => {
    let current = record();
    const requests = gateway(
      () => ({ status: 200, data: { data: current } }),
      'admin',
      (request) => {
        if (request.url !== `${detailPath}/suspend`) return undefined;
        current = record({
          profile: {
            status: 'suspended',
            suspension: {
              at: '2026-11-27T10:00:00.000Z',
              reason: 'Fraud review',
              by: 'operator:ada@goldline.example',
            },
          },
        });
        return { status: 200, data: { data: { ...current.profile } } };
      },
    );
    renderConsole('/affiliates/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend demo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(requests.some((r) => r.url === `${detailPath}/suspend`)).toBe(false);
    await user.type(within(dialog).getByLabelText('Reason'), 'Fraud review');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.url === `${detailPath}/suspend`)?.data).toEqual({ reason: 'Fraud review' });
    expect(await screen.findByText('Reason: Fraud review')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('posts an adjustment with amount and reason, and puts a refusal on its field', async () => {
    const requests = gateway(
      () => ({ status: 200, data: { data: record() } }),
      'finance',
      (request) =>
        request.url === api.operator.postAdjustment.path
          ? {
              status: 422,
              data: {
                message: 'The amount is more than your available balance.',
                code: 42200,
                errors: { amount: ['The amount is more than your available balance.'] },
              },
            }
          : undefined,
    );
    renderConsole('/affiliates/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance of demo' });
    await user.type(within(dialog).getByLabelText('Amount (EUR)'), '-9999.00');
    await user.type(within(dialog).getByLabelText('Reason'), 'Chargeback');
    await user.click(within(dialog).getByRole('button', { name: 'Post adjustment' }));
    expect(
      await within(dialog).findByText('The amount is more than your available balance.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.url === api.operator.postAdjustment.path)?.data).toEqual({
      member_id: 7,
      amount: '-9999.00',
      kind: 'adjustment',
      reason: 'Chargeback',
    });
  });

  it('sends a retried adjustment with the key of the one that got no answer, and a new one after an answer', async () => {
    let answers = [
      { status: 503, data: { message: 'The database is unavailable.', code: 50300 } },
      { status: 422, data: { message: 'Too much.', code: 42200, errors: { amount: ['Too much.'] } } },
    ];
    const requests = gateway(
      () => ({ status: 200, data: { data: record() } }),
      'finance',
      (request) =>
        request.url === api.operator.postAdjustment.path ? (answers.shift() ?? { status: 500 }) : undefined,
    );
    renderConsole('/affiliates/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust the balance of demo' });
    await user.type(within(dialog).getByLabelText('Amount (EUR)'), '25.00');
    await user.type(within(dialog).getByLabelText('Reason'), 'Goodwill');
    const post = within(dialog).getByRole('button', { name: 'Post adjustment' });
    const sent = () =>
      requests
        .filter((r) => r.url === api.operator.postAdjustment.path)
        .map((r) => r.headers['idempotency-key']);
    await user.click(post);
    await waitFor(() => expect(sent()).toHaveLength(1));
    await user.click(post);
    expect(await within(dialog).findByText('Too much.')).toBeInTheDocument();
    answers = [];
    await user.click(post);
    await waitFor(() => expect(sent()).toHaveLength(3));
    const [first, retry, afterAnswer] = sent();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);
    expect(afterAnswer).not.toBe(first);
  });

  it('changes the plan starting from the latest terms', async () => {
    const requests = gateway(
      () => ({ status: 200, data: { data: record() } }),
      'finance',
      (request) =>
        request.url === fillPath(api.operator.setCommissionPlan.path, { memberId: 7 })
          ? {
              status: 200,
              data: {
                data: {
                  member_id: 7,
                  effective_from: '2026-12-01',
                  revenue_share: '0.3500',
                  admin_fee_rate: '0.1000',
                  cpa_amount: '0.00',
                  cpa_min_deposit: '0.00',
                  negative_carry_over: true,
                },
              },
            }
          : undefined,
    );
    renderConsole('/affiliates/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the plan of demo' });
    const share = within(dialog).getByLabelText('Revenue share');
    expect(share).toHaveValue('0.3000');
    await user.clear(share);
    await user.type(share, '0.35');
    await user.click(within(dialog).getByRole('button', { name: 'Save plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PUT')?.data).toEqual({
      revenue_share: '0.35',
      admin_fee_rate: '0.1000',
      cpa_amount: '0.00',
      cpa_min_deposit: '0.00',
      negative_carry_over: true,
    });
  });

  it("shows support the affiliate's postbacks and API tokens", async () => {
    gateway(() => ({ status: 200, data: { data: record() } }), 'support');
    renderConsole('/affiliates/7');
    const section = await screen.findByRole('region', { name: 'Integrations' }, { timeout: 10_000 });
    const postbacks = await within(section).findByRole('list', { name: 'Postbacks' });
    const [deposit, registration] = within(postbacks)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === postbacks);
    expect(within(deposit!).getByRole('heading', { name: 'First deposit' })).toBeInTheDocument();
    expect(within(deposit!).getByText('Off after failures')).toBeInTheDocument();
    expect(
      within(deposit!).getByText(/^Switched off .* after 20 failed attempts in a row\.$/),
    ).toBeInTheDocument();
    expect(within(deposit!).getByText('Failed · HTTP 503')).toBeInTheDocument();
    expect(within(deposit!).getByText('1.2 s')).toBeInTheDocument();
    expect(within(registration!).getByText('On')).toBeInTheDocument();
    expect(
      within(registration!).getByText('https://tracker.example/conv?cid={click_id}&api_key=***'),
    ).toBeInTheDocument();
    expect(
      within(
        within(registration!).getByRole('list', { name: 'Latest deliveries of Registration' }),
      ).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(within(registration!).getByText('Test')).toBeInTheDocument();
    const tokens = within(section).getByRole('list', { name: 'API tokens' });
    const [active, revoked] = within(tokens)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === tokens);
    expect(within(active!).getByRole('heading', { name: 'StatsDrone' })).toBeInTheDocument();
    expect(within(active!).getByText('gpat_Ab12Cd…')).toBeInTheDocument();
    expect(within(active!).getByText('Active')).toBeInTheDocument();
    expect(
      within(within(active!).getByRole('list', { name: 'Scopes' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Reports', 'Players']);
    // The badge, and when, by whom and why.
    expect(within(revoked!).getAllByText('Revoked')).toHaveLength(2);
    expect(within(revoked!).getByText('Never')).toBeInTheDocument();
    expect(within(revoked!).getByText('sam@brand.example: Seen in a public repository')).toBeInTheDocument();
    // The one thing to press: revoking the active token (not the revoked one, and nothing on the postbacks).
    expect(
      within(section)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Revoke StatsDrone']);
  });

  it('lets support revoke an active token with a reason the affiliate is told, reads the integrations again and keeps focus on the token', async () => {
    const revokePath = fillPath(paths.revokeAffiliateApiToken.path, {
      memberId: 7,
      tokenId: '0b9e8a2c-54c1-4d0e-9a5b-0c1f2d3e4f50',
    });
    const [active, ...others] = integrations().api_tokens;
    const revoked = {
      ...active!,
      revoked_at: '2026-11-28T09:00:00.000Z',
      revoked_by: 'operator:sam@brand.example',
      revoked_reason: 'Used from an unknown network',
    };
    let revokedYet = false;
    const requests = gateway(
      () => ({ status: 200, data: { data: record() } }),
      'support',
      (request) => {
        if (request.url === revokePath && request.method === 'POST') {
          revokedYet = true;
          return { status: 200, data: { data: revoked } };
        }
        return revokedYet && request.url === integrationsPath
          ? { status: 200, data: { data: integrations({ api_tokens: [revoked, ...others] }) } }
          : undefined;
      },
    );
    const user = userEvent.setup();
    renderConsole('/affiliates/7');
    const section = await screen.findByRole('region', { name: 'Integrations' }, { timeout: 10_000 });
    await user.click(await within(section).findByRole('button', { name: 'Revoke StatsDrone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “StatsDrone”?' });
    expect(within(dialog).getByText(/The affiliate is notified with your reason/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'ab');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await within(dialog).findByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(requests.some((r) => r.url === revokePath)).toBe(false);
    await user.clear(within(dialog).getByLabelText(/^Reason/));
    await user.type(within(dialog).getByLabelText(/^Reason/), '  Used from an unknown network  ');
    const readsBefore = requests.filter((r) => r.url === integrationsPath).length;
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.url === revokePath)?.data).toEqual({
      reason: 'Used from an unknown network',
    });
    await waitFor(() =>
      expect(requests.filter((r) => r.url === integrationsPath).length).toBeGreaterThan(readsBefore),
    );
    // Its Revoke button is gone with the revocation: focus is on the token's name, not lost to the page.
    expect(within(section).queryByRole('button', { name: 'Revoke StatsDrone' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('heading', { name: 'StatsDrone' })).toHaveFocus());
  });

  it('tells in the dialog that the token was revoked meanwhile', async () => {
    const revokePath = fillPath(paths.revokeAffiliateApiToken.path, {
      memberId: 7,
      tokenId: '0b9e8a2c-54c1-4d0e-9a5b-0c1f2d3e4f50',
    });
    gateway(
      () => ({ status: 200, data: { data: record() } }),
      'admin',
      (request) =>
        request.url === revokePath
          ? { status: 409, data: { message: 'This API token is already revoked.', code: 40900 } }
          : undefined,
    );
    const user = userEvent.setup();
    renderConsole('/affiliates/7');
    const section = await screen.findByRole('region', { name: 'Integrations' }, { timeout: 10_000 });
    await user.click(await within(section).findByRole('button', { name: 'Revoke StatsDrone' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Leaked');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await within(dialog).findByText('This API token is already revoked.')).toBeInTheDocument();
  });

  it('says when the affiliate has no postbacks and no API tokens', async () => {
    gateway(
      () => ({ status: 200, data: { data: record() } }),
      'admin',
      (request) =>
        request.url === integrationsPath
          ? {
              status: 200,
              data: { data: integrations({ postbacks: [], signing_secret: null, api_tokens: [] }) },
            }
          : undefined,
    );
    renderConsole('/affiliates/7');
    const section = await screen.findByRole('region', { name: 'Integrations' }, { timeout: 10_000 });
    expect(await within(section).findByText('No postbacks yet.')).toBeInTheDocument();
    expect(within(section).getByText('No API tokens yet.')).toBeInTheDocument();
  });

  it.each(['finance', 'marketing'] as const)(
    'neither shows nor asks for the integrations for %s',
    async (role) => {
      const requests = gateway(() => ({ status: 200, data: { data: record() } }), role);
      renderConsole('/affiliates/7');
      await screen.findByRole('heading', { level: 1, name: 'demo' }, { timeout: 10_000 });
      expect(screen.queryByRole('region', { name: 'Integrations' })).not.toBeInTheDocument();
      expect(requests.some((request) => request.url === integrationsPath)).toBe(false);
    },
  );

  it('tells an unknown id, and an address that names none', async () => {
    gateway(() => ({ status: 404, data: { message: 'No affiliate has this id.', code: 40400 } }));
    renderConsole('/affiliates/7');
    expect(await screen.findByText('No affiliate has this id.')).toBeInTheDocument();
  });

  it('tells an address that names no affiliate without asking the gateway', async () => {
    const requests = gateway(() => ({ status: 500 }));
    renderConsole('/affiliates/abc');
    expect(await screen.findByText(/This address names no affiliate/)).toBeInTheDocument();
    expect(requests.some((r) => r.url.startsWith('/api/v1/operator/affiliates/'))).toBe(false);
  });
});
