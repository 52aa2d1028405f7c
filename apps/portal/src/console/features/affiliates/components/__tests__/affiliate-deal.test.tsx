import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  CPA_ALREADY_REVERSED,
  DEAL_FROM_CLOSED,
  dealSummary,
  fillPath,
  type OperatorRole,
} from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';
import { brands, casinoTiers, deals, integrations, planVersion, record } from './fixtures';

const detailPath = fillPath(api.operatorConsole.affiliateDetail.path, { memberId: 7 });
const assignPath = fillPath(api.operator.assignDeal.path, { memberId: 7 });
const reversalPath = fillPath(api.operator.reverseCpa.path, { customerId: 123 });

/** The record of affiliate 7, the deals and its integrations; `other` answers the actions. */
function gateway(
  role: OperatorRole,
  other: (request: RecordedRequest) => StubReply | undefined = () => undefined,
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === detailPath && request.method === 'GET')
      return { status: 200, data: { data: record() } };
    if (request.url === api.operator.listDeals.path) return { status: 200, data: { data: deals() } };
    if (request.url === api.operator.listBrands.path) return { status: 200, data: { data: brands() } };
    if (request.url === fillPath(api.operatorConsole.affiliateIntegrations.path, { memberId: 7 }))
      return { status: 200, data: { data: integrations() } };
    return other(request) ?? { status: 500 };
  });
}

const detailReads = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url === detailPath && r.method === 'GET').length;

async function changeDealForm() {
  return screen.findByRole('form', { name: 'Change deal' }, { timeout: 10_000 });
}

describe("an affiliate's deal on its record", () => {
  beforeEach(() => signInOperator());

  it('names the deal of the running month and of the next with what each pays, and the deal of each version before', async () => {
    const upcoming = planVersion({
      effective_from: '2027-01-01',
      created_by: 'operator:fin@goldline.example',
      created_at: '2026-12-10T09:00:00.000Z',
      revenue_share: '0.2500',
      deal: casinoTiers.name,
      deal_version: 1,
      deal_summary: dealSummary(casinoTiers),
    });
    const beforeDeals = planVersion({ deal: null, deal_version: null, revenue_share: '0.2000' });
    const current = planVersion({ effective_from: '2026-06-01', deal_version: 2 });
    stubFetch((request) => {
      if (request.url === api.operatorConsole.signedInOperator.path)
        return { status: 200, data: { data: operatorAccount({ role: 'support' }) } };
      if (request.url === detailPath)
        return {
          status: 200,
          data: {
            data: record({
              plan: { current, upcoming, history: [upcoming, current, beforeDeals], brand_deals: [] },
            }),
          },
        };
      return { status: 200, data: { data: integrations() } };
    });
    renderConsole('/affiliates/7');
    const plan = await screen.findByRole('region', { name: 'Commission plan' }, { timeout: 10_000 });
    expect(within(plan).getAllByText('Standard EUR (version 2)')[0]).toBeVisible();
    expect(
      within(within(plan).getByRole('list', { name: 'What the current deal pays' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(current.deal_summary);
    expect(within(plan).getByText('From 2027-01 (set by fin@goldline.example):')).toBeVisible();
    expect(within(plan).getAllByText('Casino tiers 2027 (version 1)')[0]).toBeVisible();
    expect(within(plan).getByRole('list', { name: 'What the upcoming deal pays' })).toHaveTextContent(
      'Revenue share, tiered: 25% of NGR; 30% from €10,000.00 of NGR.',
    );
    const history = within(plan)
      .getAllByRole('listitem')
      .filter((item) => item.closest('ol'));
    expect(history.map((row) => row.querySelectorAll('p')[1]?.textContent)).toEqual([
      'Casino tiers 2027 (version 1)',
      'Standard EUR (version 2)',
      '20% of NGR, 10% admin fee, no CPA, negatives carried over',
    ]);
    // Every brand is on the deal above: no list of brand deals.
    expect(within(plan).queryByText('Brand deals')).not.toBeInTheDocument();
  });

  it('offers the deals in the affiliate’s currency, sends the deal and month, tells the answer and reads the record again', async () => {
    const requests = gateway('finance', (request) =>
      request.url === assignPath && request.method === 'PUT'
        ? {
            status: 200,
            data: {
              data: {
                member_id: 7,
                deal: 'Casino tiers 2027',
                version: 1,
                brand: null,
                effective_from: '2027-01-01',
              },
            },
          }
        : undefined,
    );
    renderConsole('/affiliates/7');
    const form = await changeDealForm();
    expect(
      within(form).getByText(
        'Applies from next month; from this month only while the affiliate has no activity this month.',
      ),
    ).toBeInTheDocument();
    const select = within(form).getByLabelText('Deal');
    await waitFor(() => expect(select).toBeEnabled());
    expect(within(form).getByLabelText('Brand')).toHaveValue('');
    // Neither the BRL deal nor Goldline VIP, a deal of one brand: for all brands, only deals for every brand.
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a deal', 'Standard EUR · the default', 'Casino tiers 2027']);
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Change deal' }));
    expect(await within(form).findByText('Choose the deal to put the affiliate on.')).toBeInTheDocument();
    expect(requests.some((r) => r.url === assignPath)).toBe(false);

    await user.selectOptions(select, 'Casino tiers 2027');
    fireEvent.change(within(form).getByLabelText('From month (optional)'), { target: { value: '2027-01' } });
    const readsBefore = detailReads(requests);
    await user.click(within(form).getByRole('button', { name: 'Change deal' }));
    expect(await within(form).findByText('On Casino tiers 2027 (version 1) from 2027-01-01')).toBeVisible();
    expect(requests.find((r) => r.url === assignPath)?.data).toEqual({
      deal: 'Casino tiers 2027',
      from: '2027-01',
    });
    await waitFor(() => expect(detailReads(requests)).toBeGreaterThan(readsBefore));
  });

  it('leaves the month out when none is given, and shows a refusal of the month next to it', async () => {
    const requests = gateway('admin', (request) =>
      request.url === assignPath
        ? {
            status: 422,
            data: { message: DEAL_FROM_CLOSED, code: 42200, errors: { from: [DEAL_FROM_CLOSED] } },
          }
        : undefined,
    );
    renderConsole('/affiliates/7');
    const form = await changeDealForm();
    const select = within(form).getByLabelText('Deal');
    await waitFor(() => expect(select).toBeEnabled());
    const user = userEvent.setup();
    await user.selectOptions(select, 'Standard EUR');
    await user.click(within(form).getByRole('button', { name: 'Change deal' }));
    const month = within(form).getByLabelText('From month (optional)');
    await waitFor(() => expect(month).toHaveAttribute('aria-invalid', 'true'));
    expect(month).toHaveAccessibleDescription(DEAL_FROM_CLOSED);
    expect(requests.find((r) => r.url === assignPath)?.data).toEqual({ deal: 'Standard EUR' });
  });

  it.each(['support', 'marketing'] as const)('offers %s neither form', async (role) => {
    const requests = gateway(role);
    renderConsole('/affiliates/7');
    await screen.findByRole('region', { name: 'Commission plan' }, { timeout: 10_000 });
    expect(screen.queryByRole('form', { name: 'Change deal' })).not.toBeInTheDocument();
    expect(screen.queryByText('Reverse a player’s CPA')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url === api.operator.listDeals.path)).toBe(false);
  });

  it('reverses a CPA with a reason, telling the gateway’s refusal in its words, then the reversal', async () => {
    let answer: StubReply = {
      status: 409,
      data: { message: CPA_ALREADY_REVERSED, code: 40900 },
    };
    const requests = gateway('finance', (request) =>
      request.url === reversalPath && request.method === 'POST' ? answer : undefined,
    );
    renderConsole('/affiliates/7');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Reverse a player’s CPA', {}, { timeout: 10_000 }));
    const form = screen.getByRole('form', { name: 'Reverse a player’s CPA' });
    const id = within(form).getByLabelText('Player id at the brand');
    const reason = within(form).getByLabelText('Reason');
    await user.type(id, '12a');
    await user.type(reason, 'Duplicate account');
    await user.click(within(form).getByRole('button', { name: 'Reverse CPA' }));
    expect(
      await within(form).findByText('A player id is a whole number above 0, like 123.'),
    ).toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('/cpa-reversal'))).toBe(false);

    await user.clear(id);
    await user.type(id, '123');
    await user.click(within(form).getByRole('button', { name: 'Reverse CPA' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(CPA_ALREADY_REVERSED);
    expect(requests.find((r) => r.url === reversalPath)?.data).toEqual({ reason: 'Duplicate account' });

    answer = {
      status: 201,
      data: {
        data: {
          customer_id: 123,
          member_id: 7,
          qualified_on: '2026-11-04',
          reason: 'Duplicate account',
          reversed_by: 'operator:fin@goldline.example',
          reversed_at: '2026-11-28T10:00:00.000Z',
          claw_back: null,
        },
      },
    };
    await user.click(within(form).getByRole('button', { name: 'Reverse CPA' }));
    expect(
      await within(form).findByText('CPA of player 123 reversed; the affiliate sees: Duplicate account'),
    ).toBeVisible();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells an unknown player on the id', async () => {
    gateway('admin', (request) =>
      request.url === reversalPath
        ? { status: 404, data: { message: 'No player has this customer id.', code: 40400 } }
        : undefined,
    );
    renderConsole('/affiliates/7');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Reverse a player’s CPA', {}, { timeout: 10_000 }));
    const form = screen.getByRole('form', { name: 'Reverse a player’s CPA' });
    await user.type(within(form).getByLabelText('Player id at the brand'), '123');
    await user.type(within(form).getByLabelText('Reason'), 'Self-referral');
    await user.click(within(form).getByRole('button', { name: 'Reverse CPA' }));
    const id = within(form).getByLabelText('Player id at the brand');
    await waitFor(() => expect(id).toHaveAccessibleDescription('No player has this customer id.'));
  });
});
