import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, fillPath } from '@affiliate/contract';
import type { ExchangeRate } from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';
import type { PayoutOption } from '../../api/payouts';

const optionsPath = api.operator.operatorPaymentOptionList.path;
const ratesPath = api.operator.operatorRateList.path;

const bitcoin: PayoutOption = {
  type: 'BITCOIN',
  name: 'Bitcoin',
  kind: 'crypto',
  min_amount: '50.00',
  max_amount: '10000.00',
  currency: 'EUR',
  rate_asset: 'BITCOIN',
  unit: 'BTC',
  decimals: 8,
  network_fee: '0.00005000',
  enabled: true,
};
const skrill: PayoutOption = {
  ...bitcoin,
  type: 'SKRILL',
  name: 'Skrill',
  kind: 'ewallet',
  rate_asset: null,
  unit: 'EUR',
  decimals: 2,
  network_fee: '0',
  enabled: false,
};
const recorded = new Date(Date.now() - 2 * 3_600_000).toISOString();
const btcRate: ExchangeRate = {
  asset: 'BITCOIN',
  quote: 'EUR',
  rate: '85000.50',
  source: 'kraken',
  observed_at: recorded,
  max_age_seconds: 86_400,
  stale: false,
};
const usdcRate: ExchangeRate = {
  asset: 'USDC',
  quote: 'EUR',
  rate: '0.92',
  source: 'operator',
  observed_at: recorded,
  max_age_seconds: 3_600,
  stale: true,
};
const usdtRate: ExchangeRate = {
  asset: 'USDTTRC20',
  quote: 'EUR',
  rate: null,
  source: null,
  observed_at: null,
  max_age_seconds: 3_600,
  stale: true,
};

const list = (data: unknown): StubReply => ({ status: 200, data: { data } });

function gateway(
  options: () => StubReply,
  rates: () => StubReply,
  other: (request: RecordedRequest) => StubReply = () => ({ status: 500 }),
  role: 'finance' | 'support' = 'finance',
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role }) } };
    if (request.url === optionsPath) return options();
    if (request.url === ratesPath) return rates();
    return other(request);
  });
}

describe('the Payout options and rates screen', () => {
  beforeEach(() => signInOperator());

  it('lists the payout options and the rates with when each was recorded and whether it is stale', async () => {
    gateway(
      () => list([bitcoin, skrill]),
      () => list([btcRate, usdcRate, usdtRate]),
    );
    renderConsole('/payouts');

    const options = await screen.findByRole('table', { name: 'Payout options' });
    const btcRow = within(options).getByRole('row', { name: /^Bitcoin/ });
    expect(within(btcRow).getAllByText('Offered').length).toBeGreaterThan(0);
    expect(within(btcRow).getAllByText('€50.00 – €10,000.00').length).toBeGreaterThan(0);
    expect(within(btcRow).getAllByText('0.00005000 BTC').length).toBeGreaterThan(0);
    const skrillRow = within(options).getByRole('row', { name: /^Skrill/ });
    expect(within(skrillRow).getAllByText('Not offered').length).toBeGreaterThan(0);
    expect(within(skrillRow).getAllByText(/None \(e-wallet\)/).length).toBeGreaterThan(0);

    const rates = await screen.findByRole('table', { name: 'Rates against EUR' });
    const btc = within(rates).getByRole('row', { name: /^BITCOIN/ });
    expect(within(btc).getAllByText('85000.50')[0]).toBeInTheDocument();
    expect(within(btc).getAllByText('Current').length).toBeGreaterThan(0);
    expect(within(btc).getAllByText(/2 hours ago/).length).toBeGreaterThan(0);
    expect(within(btc).getAllByText(/from kraken/).length).toBeGreaterThan(0);
    expect(
      within(within(rates).getByRole('row', { name: /^USDC/ })).getAllByText('Stale').length,
    ).toBeGreaterThan(0);
    expect(
      within(within(rates).getByRole('row', { name: /^USDTTRC20/ })).getAllByText('Never set').length,
    ).toBeGreaterThan(0);
  });

  it('says when a list could not be loaded, and loads it again on request', async () => {
    const answers: StubReply[] = [
      { status: 500, data: { message: 'Something failed on our side.' } },
      list([btcRate]),
    ];
    gateway(
      () => list([bitcoin]),
      () => answers.shift()!,
    );
    renderConsole('/payouts');
    expect(
      await screen.findByText(/We could not load rates\. Something failed on our side\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Payout options' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Rates against EUR' })).toBeInTheDocument();
  });

  it('says when there is nothing to list', async () => {
    gateway(
      () => list([]),
      () => list([]),
    );
    renderConsole('/payouts');
    expect(await screen.findByText('There are no payout options yet.')).toBeInTheDocument();
    expect(await screen.findByText('There are no rates yet.')).toBeInTheDocument();
  });

  it("edits an option's limits and network fee, refusing a maximum below the minimum", async () => {
    let current = bitcoin;
    const requests = gateway(
      () => list([current, skrill]),
      () => list([btcRate]),
      (request) => {
        current = { ...bitcoin, ...(request.data as Partial<PayoutOption>) };
        return list(current);
      },
    );
    renderConsole('/payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Bitcoin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bitcoin' });
    const max = within(dialog).getByLabelText('Maximum (EUR)');
    expect(max).toHaveValue('10000.00');
    await user.clear(max);
    await user.type(max, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(max).toHaveAccessibleDescription('The maximum must not be below the minimum.'),
    );
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(0);

    await user.clear(max);
    await user.type(max, '5000');
    const fee = within(dialog).getByLabelText('Network fee (BTC)');
    await user.clear(fee);
    await user.type(fee, '0.0001');
    await user.click(within(dialog).getByLabelText('Offered to affiliates'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = requests.find((r) => r.method === 'PUT');
    expect(put).toMatchObject({
      url: fillPath(api.operator.updatePaymentOption.path, { type: 'BITCOIN' }),
      data: { enabled: false, min_amount: '50.00', max_amount: '5000', network_fee: '0.0001' },
    });
    const row = within(await screen.findByRole('table', { name: 'Payout options' })).getByRole('row', {
      name: /^Bitcoin/,
    });
    await waitFor(() => expect(within(row).getAllByText('Not offered').length).toBeGreaterThan(0));
  });

  it("sends no network fee for an e-wallet, and shows the gateway's refusal at its field", async () => {
    const requests = gateway(
      () => list([skrill]),
      () => list([btcRate]),
      () => ({
        status: 422,
        data: { message: 'The given data was invalid.', errors: { min_amount: ['The minimum is too low.'] } },
      }),
    );
    renderConsole('/payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Skrill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Skrill' });
    expect(within(dialog).queryByLabelText(/Network fee/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Minimum (EUR)')).toHaveAccessibleDescription(
        'The minimum is too low.',
      ),
    );
    expect(requests.find((r) => r.method === 'PUT')?.data).toEqual({
      enabled: false,
      min_amount: '50.00',
      max_amount: '10000.00',
    });
  });

  it('records a rate with its source', async () => {
    const requests = gateway(
      () => list([bitcoin]),
      () => list([usdcRate]),
      () => list({ ...usdcRate, rate: '0.93', stale: false }),
    );
    renderConsole('/payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set the USDC rate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the USDC rate' });
    const rate = within(dialog).getByLabelText('EUR per unit');
    await user.type(rate, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record rate' }));
    await waitFor(() => expect(rate).toHaveAccessibleDescription('Rate must be above zero.'));
    await user.clear(rate);
    await user.type(rate, '0.93');
    const source = within(dialog).getByLabelText('Source');
    await user.clear(source);
    await user.type(source, 'coinbase');
    await user.click(within(dialog).getByRole('button', { name: 'Record rate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      url: fillPath(api.operator.setRate.path, { asset: 'USDC' }),
      data: { rate: '0.93', source: 'coinbase' },
    });
  });

  it('tells a role without payouts that the screen is not theirs, without asking for its data', async () => {
    const requests = gateway(
      () => list([bitcoin]),
      () => list([btcRate]),
      undefined,
      'support',
    );
    renderConsole('/payouts');
    expect(await screen.findByText(/Your role \(Support\) does not include Payouts\./)).toBeInTheDocument();
    expect(requests.filter((r) => r.url === optionsPath || r.url === ratesPath)).toHaveLength(0);
  });
});
