import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KycStatus } from '@affiliate/contract/endpoints/kyc';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { signedInUser } from '@/testing/fixtures';
import { kycAttempt, kycCallback, kycStatusFixture } from '@/testing/kyc-fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { browser } from '../../api/start-kyc-verification';
import { KycScreen } from '../kyc-screen';

const STATUS = '/api/v1/kyc/status/7';
const INITIATE = '/api/v1/kyc/initiate';
const PROVIDER_PAGE = 'http://gateway.test/api/v1/kyc/sandbox/12/s3cret';
const fast = { everyMs: 20, forMs: 5_000 };

const ok = (status: KycStatus): StubReply => ({ status: 200, data: { data: status } });
const sentToProvider = {
  status: 200,
  data: { data: { redirectUrl: PROVIDER_PAGE, transactionReference: 'sandbox-12' } },
};
const awaiting = kycStatusFixture({
  attempts: [kycAttempt(12, 'PENDING', null, '2026-05-04T10:00:00.000Z')],
  attempts_left_today: 2,
});
const approved = kycStatusFixture({
  verified: true,
  attempts: [kycAttempt(12, 'DONE', kycCallback(), '2026-05-04T10:00:00.000Z')],
  attempts_left_today: 2,
});
const fraud = kycStatusFixture({
  attempts: [
    kycAttempt(
      12,
      'DONE',
      kycCallback({
        idScanStatus: 'ERROR',
        verificationStatus: 'DENIED_FRAUD',
        rejectReason: 'MANIPULATED_DOCUMENT',
      }),
      '2026-05-04T10:00:00.000Z',
    ),
  ],
  attempts_left_today: 2,
});

/** The status answers, in turn (the last one repeats), and initiate answers `initiate`. */
function kycServer(
  statuses: (KycStatus | StubReply | Promise<StubReply>)[],
  initiate: (request: RecordedRequest) => StubReply = () => sentToProvider,
) {
  let next = 0;
  const requests = stubFetch((request) => {
    if (request.method === 'GET' && request.url === STATUS) {
      const answer = statuses[Math.min(next, statuses.length - 1)]!;
      next += 1;
      return 'requires_manual' in answer ? ok(answer) : answer;
    }
    if (request.method === 'POST' && request.url === INITIATE) return initiate(request);
    return { status: 404, data: { message: 'Not found' } };
  });
  return {
    statusCalls: () => requests.filter((r) => r.url === STATUS).length,
    initiateCalls: () => requests.filter((r) => r.url === INITIATE),
    continueCalls: () =>
      requests.filter((r) => r.method === 'POST' && r.url.endsWith('/api/v1/kyc/continue')).length,
  };
}

function renderKyc(path = '/kyc') {
  return renderRoutes(
    [
      page('/kyc', <KycScreen polling={fast} />),
      page('/withdrawal', <h1>Withdrawal</h1>),
      page('/dashboard', <h1>Dashboard</h1>),
    ],
    path,
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('identity verification screen', () => {
  it('an open attempt nothing came back from (no return): not submitted yet, with Continue verification and Start again', async () => {
    const user = userEvent.setup();
    const server = kycServer([awaiting]);
    renderKyc();
    expect(await heading('Your verification is not finished')).toBeInTheDocument();
    expect(screen.queryByText(/Your document has been sent/)).not.toBeInTheDocument();
    expect(screen.queryByText('Checking for the result…')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start again' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Continue verification' }));
    await waitFor(() => expect(server.continueCalls()).toBe(1));
  });

  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('not verified yet: explains it, and Start verification calls initiate with the member id and the return addresses, then goes to the provider', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const server = kycServer([kycStatusFixture()]);
    renderKyc();

    expect(await heading('Verify your identity')).toBeInTheDocument();
    expect(screen.getByText('Not verified')).toBeInTheDocument();
    expect(screen.getByText('3 attempts left today.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your attempts' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start verification' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_PAGE));
    expect(server.initiateCalls().map((r) => r.data)).toEqual([
      // The portal's own origin, whatever name it was opened under (not /config.json's PUBLIC_URL).
      {
        userReference: '7',
        successUrl: `${window.location.origin}/kyc?result=success`,
        errorUrl: `${window.location.origin}/kyc?result=error`,
      },
    ]);
    // While the browser leaves, a second press cannot open a second attempt.
    expect(screen.getByRole('button', { name: 'Start verification' })).toBeDisabled();
  });

  it('back with ?result=success: pending at once, followed until the callback lands, then verified, the return dropped from the address and polling stopped', async () => {
    let answerFirst!: (reply: StubReply) => void;
    const firstAnswer = new Promise<StubReply>((resolve) => (answerFirst = resolve));
    const server = kycServer([firstAnswer, awaiting, awaiting, approved]);
    const { router } = renderKyc(
      '/kyc?result=success&transactionStatus=SUCCESS&customerInternalReference=12&transactionReference=sandbox-12',
    );

    // Before the gateway has answered at all.
    expect(await heading('Your verification is being checked')).toBeInTheDocument();
    expect(screen.getByText('Checking for the result…')).toBeInTheDocument();
    answerFirst(ok(awaiting));

    expect(await heading('Your identity is verified')).toBeInTheDocument();
    expect(server.statusCalls()).toBe(4);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('link', { name: 'Go to Withdrawal' })).toHaveAttribute('href', '/withdrawal');
    expect(screen.queryByRole('button', { name: /Start/ })).not.toBeInTheDocument();
    const calls = server.statusCalls();
    await pause(fast.everyMs * 5);
    expect(server.statusCalls()).toBe(calls);
  });

  it('back with ?result=error: failed at once; once the callback is in, what went wrong in plain words; Start again goes back to the provider', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const server = kycServer([awaiting, fraud]);
    renderKyc('/kyc?result=error');

    expect(await heading('Your verification did not succeed')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'The document could not be accepted as genuine. Use the original document (not a copy or a screen) and make sure it is your own.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Provider's reason: Manipulated document.")).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Your attempts' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^05\/04\/2026, \d\d:\d\d [AP]MRefused: document not accepted as genuine$/),
    ]);

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PROVIDER_PAGE));
    expect(server.initiateCalls()).toHaveLength(1);
  });

  it('a return while the provider stays silent: failed from the return, with the provider session reported as not completed', async () => {
    kycServer([awaiting]);
    renderKyc('/kyc?result=error');
    expect(await heading('Your verification did not succeed')).toBeInTheDocument();
    expect(await screen.findByText('Waiting for the result')).toBeInTheDocument();
    expect(screen.getByText('The verification was not completed at the provider.')).toBeInTheDocument();
  });

  it('a refused start says why: already open (409, the status brought up to date), the day’s limit (429), a refused return address (422)', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const answers: StubReply[] = [
      { status: 409, data: { message: 'A verification is already in progress.', code: 40900 } },
      {
        status: 429,
        headers: { 'Retry-After': '3600' },
        data: { message: 'Too many verification attempts today. Try again tomorrow.', code: 42900 },
      },
      {
        status: 422,
        data: {
          message: 'The given data was invalid.',
          code: 42200,
          errors: { successUrl: ['The return address must be the portal’s own.'] },
        },
      },
    ];
    const server = kycServer([kycStatusFixture(), kycStatusFixture({ attempts_left_today: 1 })], () =>
      answers.shift()!,
    );
    renderKyc();
    const start = await screen.findByRole('button', { name: 'Start verification' });

    await user.click(start);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A verification cannot start now: A verification is already in progress. The status below has been brought up to date.',
    );
    expect(await screen.findByText('1 attempt left today.')).toBeInTheDocument();
    expect(server.statusCalls()).toBe(2);

    await user.click(start);
    expect(
      await screen.findByText(
        'You have reached the number of verification attempts for now: Too many verification attempts today. Try again tomorrow.',
      ),
    ).toBeInTheDocument();
    await user.click(start);
    expect(
      await screen.findByText(
        'The verification could not start: The return address must be the portal’s own.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('no attempts left today: the button is off and says until when', async () => {
    const server = kycServer([kycStatusFixture({ ...fraud, attempts_left_today: 0 })]);
    renderKyc();
    expect(await screen.findByRole('button', { name: 'Start again' })).toBeDisabled();
    expect(
      screen.getByText(
        /^You have used all of today’s attempts\. You can start again at \d\d\/\d\d\/\d{4}, \d\d:\d\d [AP]M\.$/,
      ),
    ).toBeInTheDocument();
    expect(server.initiateCalls()).toHaveLength(0);
  });

  it('under manual review: an operator is looking, nothing to start, nothing to poll', async () => {
    const server = kycServer([
      kycStatusFixture({
        requires_manual: true,
        attempts: [
          kycAttempt(
            3,
            'DONE',
            kycCallback({ idScanStatus: 'ERROR', verificationStatus: 'ERROR_NOT_READABLE_ID' }),
          ),
        ],
      }),
    ]);
    renderKyc();
    expect(await heading('An operator is reviewing your document')).toBeInTheDocument();
    expect(screen.getByText('Under review')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await pause(fast.everyMs * 5);
    expect(server.statusCalls()).toBe(1);
  });

  it('a manual review in progress: the attempt under review says so below, never "Refused"; an earlier attempt keeps its verdict', async () => {
    kycServer([
      kycStatusFixture({
        requires_manual: true,
        attempts: [
          kycAttempt(
            4,
            'DONE',
            kycCallback({
              idScanStatus: 'SUCCESS',
              verificationStatus: 'DENIED_UNSUPPORTED_ID_TYPE',
              rejectReason: 'UNSUPPORTED_ID_TYPE',
            }),
            '2026-05-04T10:00:00.000Z',
          ),
          kycAttempt(
            3,
            'DONE',
            kycCallback({ idScanStatus: 'ERROR', verificationStatus: 'DENIED_FRAUD' }),
            '2026-05-03T10:00:00.000Z',
          ),
        ],
      }),
    ]);
    renderKyc();
    expect(await heading('An operator is reviewing your document')).toBeInTheDocument();
    const attempts = within(screen.getByRole('list', { name: 'Your attempts' })).getAllByRole('listitem');
    expect(attempts[0]).toHaveTextContent('Under review by our team');
    expect(attempts[0]).not.toHaveTextContent(/Refused/);
    expect(attempts[1]).toHaveTextContent('Refused: document not accepted as genuine');
  });

  it('an identity approved by a review: its attempt says approved, not the provider’s refusal', async () => {
    kycServer([
      kycStatusFixture({
        verified: true,
        attempts: [
          kycAttempt(
            4,
            'DONE',
            kycCallback({ idScanStatus: 'SUCCESS', verificationStatus: 'DENIED_UNSUPPORTED_ID_COUNTRY' }),
          ),
        ],
      }),
    ]);
    renderKyc();
    const attempts = await screen.findByRole('list', { name: 'Your attempts' });
    expect(within(attempts).getByRole('listitem')).toHaveTextContent('Approved after review');
    expect(attempts).not.toHaveTextContent(/Refused/);
  });

  it('polling is bounded: after the time is up it says so and Check again follows once more', async () => {
    const user = userEvent.setup();
    const server = kycServer([awaiting]);
    // Back from the provider (documents sent): without the return, an open attempt reads "not submitted yet".
    renderRoutes([page('/kyc', <KycScreen polling={{ everyMs: 20, forMs: 250 }} />)], '/kyc?result=success');
    expect(await heading('Your verification is being checked')).toBeInTheDocument();
    expect(await screen.findByText(/The result has not arrived yet/)).toBeInTheDocument();
    const calls = server.statusCalls();
    expect(calls).toBeGreaterThanOrEqual(2);
    await pause(100);
    expect(server.statusCalls()).toBe(calls);

    await user.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText('Checking for the result…')).toBeInTheDocument();
    await waitFor(() => expect(server.statusCalls()).toBeGreaterThan(calls + 1));
  });

  it('leaving the screen stops the polling', async () => {
    const server = kycServer([awaiting]);
    const { router } = renderKyc('/kyc?result=success');
    await waitFor(() => expect(server.statusCalls()).toBeGreaterThan(1));
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const calls = server.statusCalls();
    await pause(fast.everyMs * 5);
    expect(server.statusCalls()).toBe(calls);
  });

  it('a status that cannot be loaded says so and loads again on Try again', async () => {
    const user = userEvent.setup();
    kycServer([{ status: 503, data: { message: 'The service is unavailable.' } }, kycStatusFixture()]);
    renderKyc();
    expect(
      await screen.findByText('We could not load your verification status. The service is unavailable.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Verify your identity')).toBeInTheDocument();
  });
});
