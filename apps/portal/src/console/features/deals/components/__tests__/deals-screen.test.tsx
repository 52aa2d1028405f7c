import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  api,
  dealSummary,
  DEAL_SUB_NOT_FOR_BRAND,
  DEAL_TIERS_ASCENDING,
  type Brand,
  type Deal,
  type DealDocument,
  type DealVersion,
  type OperatorRole,
} from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const { listDeals, saveDeal, setDefaultDeal, listBrands } = api.operator;

const version = (number: number, document: DealDocument, effective_from: string): DealVersion => ({
  version: number,
  effective_from,
  document,
  summary: dealSummary(document),
  created_by: 'fin@goldline.example',
  created_at: `${effective_from}T09:00:00.000Z`,
});

const standardV1: DealDocument = {
  name: 'Standard EUR',
  currency: 'EUR',
  revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.25' }] },
  negative_carry_over: 'carry',
};
const standardV2: DealDocument = {
  ...standardV1,
  revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
  admin_fee_rate: '0.10',
};
const standard: Deal = {
  name: 'Standard EUR',
  current: version(2, standardV2, '2026-06-01'),
  versions: [version(2, standardV2, '2026-06-01'), version(1, standardV1, '2026-01-01')],
  affiliates: 14,
  is_default: true,
};
const sportsBr: DealDocument = {
  name: 'Sports BRL',
  currency: 'BRL',
  brand: 'goldline-br',
  revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.35' }], product_rates: { sports: '0.40' } },
  negative_carry_over: 'reset',
};
const sports: Deal = {
  name: 'Sports BRL',
  current: version(1, sportsBr, '2026-03-01'),
  versions: [version(1, sportsBr, '2026-03-01')],
  affiliates: 1,
  is_default: false,
};
const goldlineBr: Brand = {
  code: 'goldline-br',
  name: 'Goldline Bet Brasil',
  currency: 'BRL',
  landing_url: 'https://br.goldline.example/',
  effective_landing_url: 'https://br.goldline.example/',
  logo_url: null,
  open_to_affiliates: true,
  is_first: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const list = (data: unknown): StubReply => ({ status: 200, data: { data } });

function gateway(
  other: (request: RecordedRequest) => StubReply = () => ({ status: 500 }),
  role: OperatorRole = 'finance',
  deals: () => Deal[] = () => [standard, sports],
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.method === 'GET' && request.url === listDeals.path) return list(deals());
    if (request.method === 'GET' && request.url === listBrands.path) return list([goldlineBr]);
    return other(request);
  });
}

const tier = (number: number) => screen.getByRole('group', { name: `Tier ${number}` });

describe('the Deals screen', () => {
  beforeEach(() => signInOperator());

  it('lists each deal with its badge, affiliates, version and words, and every version behind a disclosure', async () => {
    gateway();
    renderConsole('/deals');
    const deals = within(await screen.findByRole('list', { name: 'Deals' }));
    const [first, second] = deals.getAllByRole('article');
    expect(within(first!).getByRole('heading', { name: 'Standard EUR' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Default');
    expect(first).toHaveTextContent('EUR · every brand · 14 affiliates · version 2, from June 2026');
    expect(
      within(within(first!).getByRole('list', { name: 'What Standard EUR pays' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(dealSummary(standardV2));
    expect(second).toHaveTextContent('BRL · brand goldline-br · 1 affiliate · version 1, from the start');
    expect(second).not.toHaveTextContent('Default');
    expect(within(second!).getByRole('list', { name: 'What Sports BRL pays' })).toHaveTextContent(
      'Sports NGR at 40%, instead of the tier’s rate.',
    );

    await userEvent.setup().click(first!.querySelector('summary')!);
    expect(first!.querySelector('details')).toHaveAttribute('open');
    const versions = within(within(first!).getByRole('list', { name: 'Versions of Standard EUR' }))
      .getAllByRole('listitem')
      .filter((item) => /^Version \d/.test(item.textContent ?? ''));
    expect(versions).toHaveLength(2);
    expect(versions[0]).toHaveTextContent('Version 2, from June 2026');
    expect(versions[1]).toHaveTextContent('Version 1, from the start');
    expect(versions[1]).toHaveTextContent('Recorded by fin@goldline.example');
    expect(within(versions[1]!).getByRole('list', { name: 'What version 1 pays' })).toHaveTextContent(
      'Revenue share: 25% of NGR.',
    );
  });

  it('shows a role that only reads the deals no form and no buttons', async () => {
    const requests = gateway(undefined, 'support');
    renderConsole('/deals');
    const deals = within(await screen.findByRole('list', { name: 'Deals' }));
    expect(deals.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit |^Make / })).not.toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('builds a tiered deal with rates in percent: its words as it is built, the exact document sent', async () => {
    const saved: Deal[] = [];
    const requests = gateway((request) => {
      const document = request.data as DealDocument;
      const deal: Deal = {
        name: document.name,
        current: version(1, document, '2026-12-01'),
        versions: [version(1, document, '2026-12-01')],
        affiliates: 0,
        is_default: false,
      };
      saved.push(deal);
      return { status: 201, data: { data: deal } };
    });
    renderConsole('/deals');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'New deal' }));
    await user.type(form.getByLabelText('Name'), 'High rollers EUR');
    await user.type(form.getByLabelText('Currency'), 'eur');
    await user.selectOptions(form.getByLabelText('Mode'), 'tiered');
    await user.type(within(tier(1)).getByLabelText('Rate (%)'), '25');
    expect(within(tier(1)).getByLabelText('Rate (%)')).toHaveAccessibleDescription('25% is sent as 0.25.');
    await user.click(form.getByRole('button', { name: 'Add a tier' }));
    await user.type(within(tier(2)).getByLabelText('From'), '10000');
    await user.type(within(tier(2)).getByLabelText('Rate (%)'), '27.5');
    await user.click(form.getByRole('button', { name: 'Add a tier' }));
    await user.type(within(tier(3)).getByLabelText('From'), '50000');
    await user.type(within(tier(3)).getByLabelText('Rate (%)'), '35');
    await user.type(form.getByLabelText('Poker rate (%)'), '20');
    await user.type(form.getByLabelText('Admin fee (% of win/loss)'), '10');
    await user.selectOptions(form.getByLabelText('A negative month'), 'cap');
    await user.type(form.getByLabelText('Carry-over cap (EUR)'), '5000');

    const expected = {
      name: 'High rollers EUR',
      currency: 'EUR',
      revenue_share: {
        mode: 'tiered',
        tier_by: 'ngr',
        tiers: [
          { from: '0', rate: '0.25' },
          { from: '10000', rate: '0.275' },
          { from: '50000', rate: '0.35' },
        ],
        product_rates: { poker: '0.20' },
      },
      admin_fee_rate: '0.10',
      negative_carry_over: { cap: '5000' },
    } satisfies DealDocument;
    const preview = within(screen.getByRole('region', { name: 'What it pays' }));
    for (const line of dealSummary(expected)) expect(preview.getByText(line)).toBeInTheDocument();
    expect(preview.getByText(/€10,000\.00 of NGR; 35% from €50,000\.00 of NGR/)).toBeInTheDocument();
    expect(screen.getByLabelText('The deal as JSON')).toHaveTextContent(JSON.stringify(expected, null, 2), {
      normalizeWhitespace: false,
    });

    await user.click(form.getByRole('button', { name: 'Save deal' }));
    expect(await screen.findByText('Saved the new deal High rollers EUR.')).toBeInTheDocument();
    const posted = requests.filter((r) => r.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.url).toBe(saveDeal.path);
    expect(posted[0]!.data).toEqual(expected);
    expect(JSON.stringify(posted[0]!.data)).toBe(JSON.stringify(expected));
  });

  it('builds a deal that pays on sub-affiliates: a share of their commission or an amount per qualified player, in words as it is built', async () => {
    const requests = gateway((request) => {
      const document = request.data as DealDocument;
      const deal: Deal = {
        name: document.name,
        current: version(1, document, '2026-12-01'),
        versions: [version(1, document, '2026-12-01')],
        affiliates: 0,
        is_default: false,
      };
      return { status: 201, data: { data: deal } };
    });
    renderConsole('/deals');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'New deal' }));
    await user.type(form.getByLabelText('Name'), 'Agency EUR');
    await user.type(form.getByLabelText('Currency'), 'EUR');
    await user.type(form.getByLabelText('Rate (%)'), '30');
    const subs = within(form.getByRole('group', { name: 'Sub-affiliates' }));
    expect(subs.queryByLabelText('For months from their approval')).not.toBeInTheDocument();

    await user.selectOptions(subs.getByLabelText('Pays on sub-affiliates'), 'per_player');
    await user.type(subs.getByLabelText('Amount per qualified player (EUR)'), '10');
    await user.type(subs.getByLabelText('For months from their approval'), '6');
    const preview = within(screen.getByRole('region', { name: 'What it pays' }));
    expect(
      preview.getByText(
        'Sub-affiliates: €10.00 for each of a sub-affiliate’s players who qualifies for the CPA, for 6 months from their approval.',
      ),
    ).toBeInTheDocument();

    await user.selectOptions(subs.getByLabelText('Pays on sub-affiliates'), 'share');
    await user.selectOptions(subs.getByLabelText('Share of'), 'commission');
    await user.type(subs.getByLabelText('Rate (% of it)'), '5');
    await user.clear(subs.getByLabelText('For months from their approval'));
    await user.type(subs.getByLabelText('For months from their approval'), '12');
    expect(
      preview.getByText(
        'Sub-affiliates: 5% of each sub-affiliate’s commission, for 12 months from their approval.',
      ),
    ).toBeInTheDocument();

    await user.click(form.getByRole('button', { name: 'Save deal' }));
    expect(await screen.findByText('Saved the new deal Agency EUR.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.data)).toEqual([
      {
        name: 'Agency EUR',
        currency: 'EUR',
        revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
        negative_carry_over: 'carry',
        sub_affiliates: { share_of: 'commission', rate: '0.05', months: 12 },
      },
    ]);
  });

  it('refuses a sub-affiliates part in a brand’s deal, on the part', async () => {
    const requests = gateway();
    renderConsole('/deals');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'New deal' }));
    await user.type(form.getByLabelText('Name'), 'Brazil agency');
    await user.selectOptions(form.getByLabelText('Brand'), 'goldline-br');
    await user.type(form.getByLabelText('Rate (%)'), '30');
    const subs = within(form.getByRole('group', { name: 'Sub-affiliates' }));
    const mode = subs.getByLabelText('Pays on sub-affiliates');
    expect(mode).toHaveAccessibleDescription('Only a deal for every brand pays on sub-affiliates.');
    await user.selectOptions(mode, 'share');
    await user.type(subs.getByLabelText('Rate (% of it)'), '5');
    await user.type(subs.getByLabelText('For months from their approval'), '12');
    await user.click(form.getByRole('button', { name: 'Save deal' }));
    expect(await subs.findByText(DEAL_SUB_NOT_FOR_BRAND)).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('puts a refusal on its tier’s field: the contract’s rule in the browser, then the gateway’s 422', async () => {
    const requests = gateway(() => ({
      status: 422,
      data: {
        message: 'The deal was not saved.',
        errors: { 'revenue_share.tiers.1.from': [DEAL_TIERS_ASCENDING] },
      },
    }));
    renderConsole('/deals');
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'New deal' }));
    await user.type(form.getByLabelText('Name'), 'Ladder EUR');
    await user.type(form.getByLabelText('Currency'), 'EUR');
    await user.selectOptions(form.getByLabelText('Mode'), 'ladder');
    expect(form.queryByLabelText('Tiers reached by')).not.toBeInTheDocument();
    await user.type(within(tier(1)).getByLabelText('Rate (%)'), '20');
    await user.click(form.getByRole('button', { name: 'Add a tier' }));
    await user.type(within(tier(2)).getByLabelText('From'), '0');
    await user.type(within(tier(2)).getByLabelText('Rate (%)'), '120');
    await user.click(form.getByRole('button', { name: 'Save deal' }));
    await waitFor(() =>
      expect(within(tier(2)).getByLabelText('From')).toHaveAccessibleDescription(DEAL_TIERS_ASCENDING),
    );
    expect(within(tier(2)).getByLabelText('Rate (%)')).toHaveAccessibleDescription(
      'A rate is a percentage from 0 to 100 with at most 2 decimals, like 30 or 27.5.',
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.clear(within(tier(2)).getByLabelText('From'));
    await user.type(within(tier(2)).getByLabelText('From'), '1000');
    await user.clear(within(tier(2)).getByLabelText('Rate (%)'));
    await user.type(within(tier(2)).getByLabelText('Rate (%)'), '30');
    await user.click(form.getByRole('button', { name: 'Save deal' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1));
    await waitFor(() =>
      expect(within(tier(2)).getByLabelText('From')).toHaveAccessibleDescription(DEAL_TIERS_ASCENDING),
    );
    expect(within(tier(2)).getByLabelText('From')).toHaveFocus();
    expect(within(tier(1)).getByLabelText('From')).not.toHaveAccessibleDescription(DEAL_TIERS_ASCENDING);
  });

  it('edits a deal into its next version from next month, and makes another deal the default', async () => {
    const requests = gateway((request) => {
      if (request.method === 'PUT' && request.url === setDefaultDeal.path)
        return { status: 200, data: { data: { ...sports, is_default: true } } };
      const document = request.data as DealDocument;
      const next = version(3, document, '2027-01-01');
      return {
        status: 201,
        data: { data: { ...standard, current: next, versions: [next, ...standard.versions] } },
      };
    });
    renderConsole('/deals');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Standard EUR' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Standard EUR' }));
    expect(screen.getByRole('heading', { name: 'Edit Standard EUR' })).toHaveFocus();
    expect(form.getByLabelText('Name')).toHaveValue('Standard EUR');
    expect(form.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(
      form.getByText(
        /Saving records version 3 of Standard EUR\. It applies from the first day of next month to the 14 affiliates/,
      ),
    ).toBeInTheDocument();
    expect(form.getByLabelText('Rate (%)')).toHaveValue('30');
    await user.clear(form.getByLabelText('Rate (%)'));
    await user.type(form.getByLabelText('Rate (%)'), '32.5');
    await user.click(form.getByRole('button', { name: 'Save version 3' }));
    expect(
      await screen.findByText('Saved version 3 of Standard EUR: it applies from January 2027.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.data).toEqual({
      ...standardV2,
      revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.325' }] },
    });
    expect(screen.getByRole('form', { name: 'New deal' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make default: Sports BRL' }));
    expect(
      await screen.findByText(
        'Sports BRL is now the default deal: new affiliates in BRL get it when no deal is named.',
      ),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.data).toEqual({ deal: 'Sports BRL' });
  });
});
