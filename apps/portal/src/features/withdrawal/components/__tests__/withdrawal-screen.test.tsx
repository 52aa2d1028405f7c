import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  CustomerPaymentOption,
  ProcessedPaymentOption,
  Withdrawal,
} from '@affiliate/contract/endpoints/payments';
import { messages } from '@affiliate/contract/common/messages';
import { payoutOptions } from '@affiliate/contract';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { memberFixture, signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { WithdrawalScreen } from '../withdrawal-screen';

const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

function option(
  type: ProcessedPaymentOption['type'],
  name: string,
  extra: Partial<ProcessedPaymentOption> = {},
): ProcessedPaymentOption {
  const crypto = type !== 'NETELLER' && type !== 'SKRILL';
  return {
    type,
    name,
    kind: crypto ? 'crypto' : 'ewallet',
    min_amount: '20.00',
    max_amount: '5000.00',
    currency: 'EUR',
    rate_asset: crypto ? (type as 'USDTTRC20') : null,
    unit: type === 'BITCOIN' ? 'BTC' : crypto ? 'USDT' : 'EUR',
    available: true,
    unavailable_reason: null,
    has_details: false,
    details_saved_at: null,
    review_until: null,
    decimals: payoutOptions[type].decimals,
    network_fee: type === 'BITCOIN' ? '0.00005000' : crypto ? '0.000000' : null,
    ...extra,
  };
}

const options = [
  option('USDTTRC20', 'USDT (TRC20)'),
  option('SKRILL', 'Skrill'),
  option('USDC', 'USDC (ERC20)', {
    available: false,
    unavailable_reason: 'USDC payouts are paused this week.',
    rate_asset: 'USDC',
    unit: 'USDC',
  }),
];

const fields: CustomerPaymentOption[] = [
  {
    payment_option_type: 'USDTTRC20',
    saved_at: '2026-10-01T10:00:00Z',
    review_until: null,
    fields: [
      {
        name: 'wallet_address',
        label: 'Wallet address',
        input: 'wallet-address',
        placeholder: 'T…',
        hint: 'A TRON address.',
        value: TRON,
      },
    ],
  },
  {
    payment_option_type: 'SKRILL',
    saved_at: null,
    review_until: null,
    fields: [
      {
        name: 'account',
        label: 'Skrill email',
        input: 'account',
        placeholder: 'you@example.com',
        hint: 'Your Skrill account email.',
        value: null,
      },
    ],
  },
  {
    payment_option_type: 'USDC',
    saved_at: null,
    review_until: null,
    fields: [
      {
        name: 'wallet_address',
        label: 'Wallet address',
        input: 'wallet-address',
        placeholder: '0x…',
        hint: '',
        value: null,
      },
    ],
  },
];

function pending(id: number): Withdrawal {
  return {
    id,
    status: 'pending',
    payment_option_type: 'USDTTRC20',
    amount: '150.00',
    currency: 'EUR',
    fee: '0.00',
    payout_amount: '163.043478',
    unit: 'USDT',
    rate: '0.92',
    rate_observed_at: '2026-11-23T17:05:00Z',
    destination: 'TR7N…Lj6t',
    review_reason: null,
    hold_until: null,
    reject_reason: null,
    payout_reference: null,
    created_at: '2026-11-23T17:10:00Z',
    updated_at: '2026-11-23T17:10:00Z',
  };
}

type Override = (request: RecordedRequest) => StubReply | undefined;

function moneyServer({
  twoFactor = 'off',
  stale = false,
  override = () => undefined,
}: { twoFactor?: string; stale?: boolean; override?: Override } = {}) {
  const state = { available: '300.00', withdrawals: [] as Withdrawal[] };
  const requests = stubFetch((request) => {
    const answer = override(request);
    if (answer) return answer;
    const route = `${request.method} ${request.url}`;
    if (route === 'GET /api/v1/bo/me') return { status: 200, data: { data: memberFixture() } };
    if (route === 'GET /api/v1/bo/me/balance')
      return {
        status: 200,
        data: { data: { currency: 'EUR', balance: '300.00', available: state.available, held: '0.00' } },
      };
    if (route === 'GET /api/v1/bo/me/processed-paymentoptions')
      return { status: 200, data: { data: options } };
    if (route === 'GET /api/v1/customer-payment-option/7/fields')
      return { status: 200, data: { data: fields } };
    if (route === 'GET /api/v1/bo/totp/status') return { status: 200, data: { data: { status: twoFactor } } };
    if (route.startsWith('GET /api/v1/payment-option/rates/'))
      return {
        status: 200,
        data: {
          data: {
            asset: 'USDTTRC20',
            quote: 'EUR',
            rate: '0.92',
            source: 'operator',
            observed_at: '2026-11-23T17:05:00Z',
            max_age_seconds: 21600,
            stale,
          },
        },
      };
    if (route === 'GET /api/v1/bo/me/withdrawals')
      return { status: 200, data: { data: state.withdrawals, meta: {} } };
    if (route === 'GET /api/v1/bo/me/withdrawal-identity')
      return {
        status: 200,
        data: { data: { require: 'never', amount: null, verified: false, message: null } },
      };
    if (route === 'POST /api/v1/bo/2fa/requestcode')
      return { status: 200, data: { data: { message: 'Sent', expiresAt: '2026-11-23T17:20:00Z' } } };
    if (route === 'POST /api/v1/bo/me/transactions/withdraw') {
      const sent = request.data as { code: string };
      if (sent.code !== '123456')
        return { status: 422, data: { message: 'Invalid', errors: { code: ['The code is not valid.'] } } };
      const created = pending(1);
      state.withdrawals = [created];
      state.available = '150.00';
      return { status: 201, data: { data: created } };
    }
    if (route === 'POST /api/v1/bo/me/withdrawals/1/cancel') {
      state.withdrawals = [];
      state.available = '300.00';
      return { status: 200, data: { data: { ...pending(1), status: 'cancelled' } } };
    }
    return { status: 404, data: { message: `No route ${route}` } };
  });
  return { requests, state };
}

function show() {
  return renderRoutes([page('/withdrawal', <WithdrawalScreen />)], '/withdrawal');
}

describe('the withdrawal screen', () => {
  beforeEach(() => {
    useAuthStore.setState({ token: 'user-token', user: signedInUser });
  });

  it('requests a USDT TRC20 withdrawal with an emailed code: equivalent at the rate, get-code dialog, success, lists refreshed', async () => {
    const user = userEvent.setup();
    const { requests } = moneyServer();
    show();
    expect(await screen.findByText('€300.00')).toBeInTheDocument();
    expect(await screen.findByText('No pending requests')).toBeInTheDocument();

    await user.click(await screen.findByRole('radio', { name: 'USDT (TRC20)' }));
    const address = await screen.findByLabelText('Wallet address');
    expect(address).toHaveValue(TRON);
    await user.type(screen.getByLabelText('Amount (EUR)'), '150');
    // A stablecoin in its token's 6 decimals; the rate's time in the portal's date format.
    expect(await screen.findByText('≈ 163.043478 USDT')).toBeInTheDocument();
    expect(screen.getByText(/^Rate of 11\/23\/2026, \d\d:05 [AP]M/)).toBeInTheDocument();
    // The saved address: no review note.
    expect(
      screen.queryByText('New payout details: this withdrawal waits for our review for 24 hours.'),
    ).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Emailed code')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    const sent = await screen.findByRole('dialog', { name: 'Code sent' });
    expect(sent).toHaveTextContent('demo@example.com');
    expect(requests.find((r) => r.url === '/api/v1/bo/2fa/requestcode')?.data).toEqual({
      purpose: 'withdrawal',
    });
    await user.click(within(sent).getByRole('button', { name: 'Enter code' }));

    // A wrong code: the server's message on the code field.
    await user.type(screen.getByLabelText('Emailed code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('The code is not valid.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Emailed code'));
    await user.type(screen.getByLabelText('Emailed code'), '123456');
    expect(screen.queryByText('The code is not valid.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));

    const success = await screen.findByRole('dialog', { name: 'Success' });
    expect(success).toHaveTextContent(messages.withdrawalSubmitted);
    const posts = requests.filter((r) => r.url === '/api/v1/bo/me/transactions/withdraw');
    expect(posts.at(-1)?.data).toEqual({
      payment_option_type: 'USDTTRC20',
      amount: '150',
      wallet_address: TRON,
      code: '123456',
    });
    expect(posts[1]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.headers['idempotency-key']).not.toBe(posts[0]?.headers['idempotency-key']);
    await user.click(within(success).getByRole('button', { name: 'OK' }));

    // Form reset, balance and the list read again.
    expect(screen.getByLabelText('Amount (EUR)')).toHaveValue('');
    expect(screen.queryByLabelText('Emailed code')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Available balance' })).toHaveTextContent('€150.00'),
    );
    const row = await screen.findByRole('listitem', { name: 'Withdrawal of €150.00 by USDT (TRC20)' });
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('163.043478 USDT');

    // Cancel, behind a confirmation that names the amount and the option; "Keep it" cancels nothing.
    await user.click(within(row).getByRole('button', { name: /^Cancel/ }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Cancel this withdrawal?' });
    expect(confirm).toHaveTextContent('€150.00');
    expect(confirm).toHaveTextContent('USDT (TRC20)');
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.url === '/api/v1/bo/me/withdrawals/1/cancel')).toBe(false);

    await user.click(within(row).getByRole('button', { name: /^Cancel/ }));
    confirm = await screen.findByRole('alertdialog', { name: 'Cancel this withdrawal?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel withdrawal' }));
    // Then it says so.
    const done = await screen.findByRole('dialog', { name: 'Withdrawal cancelled' });
    expect(done).toHaveTextContent('€150.00 is back in your available balance');
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('No pending requests')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.url === '/api/v1/bo/me/withdrawals/1/cancel')).toBe(
      true,
    );
  });

  it('says "under review until" only on a pending request, and shows the network fee in the unit\'s decimals', async () => {
    // A hold that ends tomorrow at 17:10 UTC: the note reads its end from hold_until.
    const until = new Date(Date.now() + 24 * 3_600_000);
    until.setUTCHours(17, 10, 0, 0);
    const hold = {
      review_reason: `New payout details: this withdrawal waits for our review until ${until.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      hold_until: until.toISOString(),
    };
    const open = [
      { ...pending(2), ...hold },
      {
        ...pending(3),
        status: 'approved' as const,
        payment_option_type: 'BITCOIN' as const,
        amount: '75.50',
        fee: '4.25',
        payout_amount: '0.00082353',
        unit: 'BTC',
        ...hold,
      },
    ];
    moneyServer({
      override: (r) =>
        r.method === 'GET' && r.url === '/api/v1/bo/me/withdrawals'
          ? { status: 200, data: { data: open, meta: {} } }
          : undefined,
    });
    show();
    const waiting = await screen.findByRole('listitem', { name: 'Withdrawal of €150.00 by USDT (TRC20)' });
    const approved = screen.getByRole('listitem', { name: 'Withdrawal of €75.50 by Bitcoin' });
    // The note's time in the portal's date format.
    expect(waiting).toHaveTextContent(/waits for our review until \d\d\/\d\d\/\d{4}, \d\d:10 [AP]M\./);
    expect(approved).not.toHaveTextContent('waits for our review');
    expect(approved).toHaveTextContent('0.00082353 BTC');
    expect(approved).toHaveTextContent('Network fee€4.25');
    expect(waiting).not.toHaveTextContent('Network fee');
    expect(waiting).toHaveTextContent('11/23/2026');
  });

  it('asks for the authenticator code when two-factor is on, and sends no email', async () => {
    const user = userEvent.setup();
    const { requests } = moneyServer({ twoFactor: 'enabled' });
    show();
    await user.click(await screen.findByRole('radio', { name: 'USDT (TRC20)' }));
    expect(await screen.findByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Email me a code' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (EUR)'), '150');
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByRole('dialog', { name: 'Success' })).toHaveTextContent(
      'Your request has been submitted',
    );
    expect(requests.some((r) => r.url === '/api/v1/bo/2fa/requestcode')).toBe(false);
  });

  it("validates on blur with the required rule and the option's rules; new details get the review note", async () => {
    const user = userEvent.setup();
    moneyServer();
    show();
    await user.click(await screen.findByRole('radio', { name: 'Skrill' }));
    const account = await screen.findByLabelText('Skrill email');
    await user.click(account);
    await user.tab();
    expect(await screen.findByText('Skrill email is not valid.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount (EUR)'), '10');
    await user.tab();
    expect(await screen.findByText('Enter at least €20.00.')).toBeInTheDocument();
    await user.type(account, 'me@example.com');
    expect(
      screen.getByText('New payout details: this withdrawal waits for our review for 24 hours.'),
    ).toBeInTheDocument();
    // Email me a code checks the form first: no code is spent on a request that would be refused.
    await user.click(screen.getByRole('button', { name: 'Email me a code' }));
    expect(screen.queryByRole('dialog', { name: 'Code sent' })).not.toBeInTheDocument();
  });

  it("keeps the gateway's refusals per option: another option's form does not show them, going back does", async () => {
    const user = userEvent.setup();
    moneyServer({
      twoFactor: 'enabled',
      override: (request) =>
        request.url === '/api/v1/bo/me/transactions/withdraw'
          ? {
              status: 422,
              data: {
                message: 'Invalid',
                errors: { wallet_address: ['This address was blocked by the brand.'] },
              },
            }
          : undefined,
    });
    show();
    await user.click(await screen.findByRole('radio', { name: 'USDT (TRC20)' }));
    await user.type(await screen.findByLabelText('Amount (EUR)'), '150');
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Request withdrawal' }));
    expect(await screen.findByText('This address was blocked by the brand.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Skrill' }));
    expect(await screen.findByLabelText('Skrill email')).toBeInTheDocument();
    expect(screen.queryByText('This address was blocked by the brand.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'USDT (TRC20)' }));
    expect(await screen.findByText('This address was blocked by the brand.')).toBeInTheDocument();
  });

  it('shows why an option is unavailable and a stale rate, and offers no submit for them', async () => {
    const user = userEvent.setup();
    moneyServer({ twoFactor: 'enabled', stale: true });
    show();
    await user.click(await screen.findByRole('radio', { name: /USDC \(ERC20\)/ }));
    expect(await screen.findByText('USDC payouts are paused this week.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'USDT (TRC20)' }));
    expect(await screen.findByText(/^The USDT \(TRC20\) rate is out of date/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Authentication code')).not.toBeInTheDocument());
  });

  it('moves between the option chips with the arrow keys', async () => {
    const user = userEvent.setup();
    moneyServer();
    show();
    const first = await screen.findByRole('radio', { name: 'USDT (TRC20)' });
    await user.click(first);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Skrill' })).toBeChecked();
    expect(await screen.findByLabelText('Skrill email')).toBeInTheDocument();
  });

  it("shows the brand's identity rule with the way to /kyc before anything is typed", async () => {
    const message = 'Please verify your identity before your first withdrawal.';
    moneyServer({
      override: (request) =>
        request.url === '/api/v1/bo/me/withdrawal-identity'
          ? {
              status: 200,
              data: { data: { require: 'first-withdrawal', amount: null, verified: false, message } },
            }
          : undefined,
    });
    show();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute('href', '/kyc');
  });
});
