import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  DEAL_FOR_ITS_BRAND,
  dealSummary,
  fillPath,
  type AffiliateRecord,
  type DealAssignment,
} from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';
import { brands, deals, goldlineVip, integrations, record } from './fixtures';

const detailPath = fillPath(api.operatorConsole.affiliateDetail.path, { memberId: 7 });
const assignPath = fillPath(api.operator.assignDeal.path, { memberId: 7 });

/** Finance on the record of affiliate 7 (`plan` its plan), the deals and brands; `assign` answers the PUT. */
function gateway(
  assign: () => StubReply = () => ({ status: 500 }),
  plan: Partial<AffiliateRecord['plan']> = {},
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role: 'finance' }) } };
    if (request.url === detailPath && request.method === 'GET') {
      const base = record().plan;
      return { status: 200, data: { data: record({ plan: { ...base, ...plan } }) } };
    }
    if (request.url === api.operator.listDeals.path) return { status: 200, data: { data: deals() } };
    if (request.url === api.operator.listBrands.path) return { status: 200, data: { data: brands() } };
    if (request.url === fillPath(api.operatorConsole.affiliateIntegrations.path, { memberId: 7 }))
      return { status: 200, data: { data: integrations() } };
    if (request.url === assignPath && request.method === 'PUT') return assign();
    return { status: 500 };
  });
}

const assigned = (assignment: Omit<DealAssignment, 'member_id'>): StubReply => ({
  status: 200,
  data: { data: { member_id: 7, ...assignment } },
});

const sent = (requests: RecordedRequest[]) => requests.find((r) => r.url === assignPath)?.data;

/** The Change deal form once the deals and the brands are there to choose from. */
async function changeDealForm() {
  const form = await screen.findByRole('form', { name: 'Change deal' }, { timeout: 10_000 });
  await waitFor(() => expect(within(form).getByLabelText('Deal')).toBeEnabled());
  await within(form).findByRole('option', { name: 'Goldline Bet Brasil' });
  return form;
}

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("an affiliate's deal for one brand", () => {
  beforeEach(() => signInOperator());

  it('offers for a brand the deals for every brand and its own, sends the deal with the brand and month, and tells it', async () => {
    const requests = gateway(() =>
      assigned({ deal: 'Goldline VIP', version: 1, brand: 'goldline', effective_from: '2027-01-01' }),
    );
    renderConsole('/affiliates/7');
    const form = await changeDealForm();
    const brand = within(form).getByLabelText('Brand');
    expect(optionsOf(brand)).toEqual(['All brands', 'Goldline Casino', 'Goldline Bet Brasil']);
    const deal = within(form).getByLabelText('Deal');
    const user = userEvent.setup();

    // Goldline VIP is Goldline Casino's own deal: not offered for another brand.
    await user.selectOptions(brand, 'Goldline Bet Brasil');
    expect(optionsOf(deal)).toEqual([
      'Choose a deal',
      'The deal for all brands',
      'Standard EUR · the default',
      'Casino tiers 2027',
    ]);
    await user.selectOptions(brand, 'Goldline Casino');
    expect(optionsOf(deal)).toEqual([
      'Choose a deal',
      'The deal for all brands',
      'Standard EUR · the default',
      'Casino tiers 2027',
      'Goldline VIP · for this brand only',
    ]);

    await user.selectOptions(deal, 'Goldline VIP · for this brand only');
    fireEvent.change(within(form).getByLabelText('From month (optional)'), { target: { value: '2027-01' } });
    await user.click(within(form).getByRole('button', { name: 'Change deal' }));
    expect(
      await within(form).findByText('Goldline Casino on Goldline VIP (version 1) from 2027-01-01'),
    ).toBeVisible();
    expect(sent(requests)).toEqual({ deal: 'Goldline VIP', brand: 'goldline', from: '2027-01' });
    // The form starts again for all brands.
    expect(brand).toHaveValue('');
  });

  it('sends a null deal with the brand for “The deal for all brands”, and tells the brand is back on it', async () => {
    const requests = gateway(() =>
      assigned({ deal: null, version: null, brand: 'goldline-br', effective_from: '2027-01-01' }),
    );
    renderConsole('/affiliates/7');
    const form = await changeDealForm();
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Brand'), 'Goldline Bet Brasil');
    await user.selectOptions(within(form).getByLabelText('Deal'), 'The deal for all brands');
    await user.click(within(form).getByRole('button', { name: 'Change deal' }));
    expect(
      await within(form).findByText('Goldline Bet Brasil back on the deal for all brands from 2027-01-01'),
    ).toBeVisible();
    expect(sent(requests)).toEqual({ deal: null, brand: 'goldline-br' });
  });

  it('lets go of a brand’s deal when all brands are chosen again, and offers no way back for all brands', async () => {
    const requests = gateway();
    renderConsole('/affiliates/7');
    const form = await changeDealForm();
    const brand = within(form).getByLabelText('Brand');
    const deal = within(form).getByLabelText('Deal');
    const user = userEvent.setup();
    await user.selectOptions(brand, 'Goldline Casino');
    await user.selectOptions(deal, 'Goldline VIP · for this brand only');
    await user.selectOptions(brand, 'All brands');
    expect(deal).toHaveValue('');
    expect(optionsOf(deal)).toEqual(['Choose a deal', 'Standard EUR · the default', 'Casino tiers 2027']);
    await user.click(within(form).getByRole('button', { name: 'Change deal' }));
    expect(await within(form).findByText('Choose the deal to put the affiliate on.')).toBeInTheDocument();
    expect(requests.some((r) => r.url === assignPath)).toBe(false);
  });

  it('shows the gateway’s refusal of the deal next to it', async () => {
    gateway(() => ({
      status: 422,
      data: { message: DEAL_FOR_ITS_BRAND, code: 42200, errors: { deal: [DEAL_FOR_ITS_BRAND] } },
    }));
    renderConsole('/affiliates/7');
    const form = await changeDealForm();
    const user = userEvent.setup();
    await user.selectOptions(within(form).getByLabelText('Brand'), 'Goldline Casino');
    await user.selectOptions(within(form).getByLabelText('Deal'), 'Casino tiers 2027');
    await user.click(within(form).getByRole('button', { name: 'Change deal' }));
    const deal = within(form).getByLabelText('Deal');
    await waitFor(() => expect(deal).toHaveAttribute('aria-invalid', 'true'));
    expect(deal).toHaveAccessibleDescription(DEAL_FOR_ITS_BRAND);
  });

  it('lists the brand deals under the current deal: the brand, its deal or the way back, the month and what it pays', async () => {
    gateway(undefined, {
      brand_deals: [
        {
          brand: 'goldline',
          brand_name: 'Goldline Casino',
          deal: 'Goldline VIP',
          version: 2,
          effective_from: '2026-12-01',
          summary: dealSummary(goldlineVip),
          created_by: 'operator:fin@goldline.example',
          created_at: '2026-11-20T09:00:00.000Z',
        },
        {
          brand: 'goldline-br',
          brand_name: 'Goldline Bet Brasil',
          deal: null,
          version: null,
          effective_from: '2027-01-01',
          summary: [],
          created_by: 'operator:fin@goldline.example',
          created_at: '2026-11-21T09:00:00.000Z',
        },
      ],
    });
    renderConsole('/affiliates/7');
    const plan = await screen.findByRole('region', { name: 'Commission plan' }, { timeout: 10_000 });
    const list = within(plan).getByRole('list', { name: 'Brand deals' });
    const [casino, brasil] = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(casino).toHaveTextContent(/^Goldline CasinoGoldline VIP \(version 2\)From 2026-12/);
    expect(
      within(
        within(casino!).getByRole('list', { name: 'What Goldline VIP (version 2) pays for Goldline Casino' }),
      )
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(dealSummary(goldlineVip));
    expect(brasil).toHaveTextContent('Goldline Bet BrasilBack on the deal for all brandsFrom 2027-01');
    expect(within(brasil!).queryByRole('list')).not.toBeInTheDocument();
  });
});
