import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, fillPath } from '@affiliate/contract';
import type { KycReview } from '@affiliate/contract/endpoints/kyc';
import { queryOf, stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount, renderConsole, signInOperator } from '../../../../testing/render-console';

const queuePath = api.operator.kycReviews.path;
const approvePath = (id: number) => fillPath(api.operator.approveKyc.path, { memberId: id });
const refusePath = (id: number) => fillPath(api.operator.refuseKyc.path, { memberId: id });

function review(overrides: Partial<KycReview> = {}): KycReview {
  return {
    member_id: 7,
    username: 'demo',
    name: 'Dana Moss',
    email: 'demo@example.com',
    country: 'NO',
    status: 'waiting',
    attempts: 2,
    latest_attempt: {
      id: 31,
      provider: 'jumio',
      created_at: '2026-11-26T09:00:00.000Z',
      updated_at: '2026-11-26T09:04:00.000Z',
      transaction_reference: 'f3a9-77c1',
      result_source: 'callback',
      has_document: false,
      details: {
        scan: { status: 'DONE' },
        callback: {
          idScanStatus: 'ERROR',
          verificationStatus: 'DENIED_UNSUPPORTED_ID_COUNTRY',
          rejectReason: null,
          received_at: '2026-11-26T09:04:00.000Z',
        },
      },
    },
    earlier_attempts: [
      {
        id: 30,
        provider: 'jumio',
        created_at: '2026-11-25T09:00:00.000Z',
        updated_at: '2026-11-25T09:03:00.000Z',
        transaction_reference: 'c0de-1234',
        result_source: 'retrieval',
        has_document: false,
        details: {
          scan: { status: 'DONE' },
          callback: {
            idScanStatus: 'ERROR',
            verificationStatus: 'DENIED_FRAUD',
            rejectReason: '{"rejectReasonCode":"100","rejectReasonDescription":"MANIPULATED_DOCUMENT"}',
            received_at: '2026-11-25T09:03:00.000Z',
          },
        },
      },
    ],
    waiting_since: '2026-11-26T09:04:00.000Z',
    decision: null,
    ...overrides,
  };
}

const pageOf = (rows: KycReview[], total = rows.length) => ({
  status: 200,
  data: {
    data: rows,
    meta: {
      current_page: 1,
      last_page: Math.max(1, Math.ceil(total / 20)),
      per_page: 20,
      total,
      from: rows.length ? 1 : null,
      to: rows.length || null,
      prev_page_url: null,
      next_page_url: null,
      links: [],
    },
  },
});
const kycStatusAnswer = {
  status: 200,
  data: {
    data: { requires_manual: false, verified: true, attempts: [], attempts_left_today: 5, review_note: null },
  },
};

/** The gateway: the signed-in operator (support unless told), the queue, and the decisions. */
function gateway(
  queue: (request: RecordedRequest) => StubReply,
  decide: (request: RecordedRequest) => StubReply = () => kycStatusAnswer,
  role: 'support' | 'finance' | 'admin' = 'support',
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role, email: 'sam@brand.example' }) } };
    if (request.url === queuePath) return queue(request);
    return decide(request);
  });
}
const queueCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url === queuePath);
const card = (username: string) => screen.findByRole('article', { name: username });

describe('the Identity reviews screen', () => {
  beforeEach(() => signInOperator());

  it('shows each waiting identity with the affiliate and what the provider returned, oldest first', async () => {
    const requests = gateway(() => pageOf([review()]));
    renderConsole('/identity');
    const item = await card('demo');
    expect(item).toHaveTextContent('Dana Moss · NO · affiliate #7');
    expect(item).toHaveTextContent('demo@example.com');
    expect(item).toHaveTextContent('Waiting for review');
    expect(item).toHaveTextContent('Issuing country not supported');
    expect(item).toHaveTextContent('DENIED_UNSUPPORTED_ID_COUNTRY');
    expect(item).toHaveTextContent("Jumio, reference f3a9-77c1, result from the provider's callback");
    expect(within(item).getByText('Earlier attempts (1)')).toBeInTheDocument();
    expect(item).toHaveTextContent('Denied: fraud suspected (Manipulated document. (code 100))');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–1 of 1 (waiting for review)');
    expect(queryOf(queueCalls(requests)[0]!)).toEqual({ page: '1', per_page: '20', status: 'waiting' });
    expect(screen.getByRole('navigation', { name: 'Console' })).toHaveTextContent('Identity reviews');
  });

  it("shows the sandbox provider's picture of the ID, fetched with the operator's bearer, and the provider's reference", async () => {
    const sandbox = review({
      latest_attempt: {
        ...review().latest_attempt!,
        provider: 'sandbox',
        transaction_reference: '5b1c-sandbox',
        has_document: true,
      },
    });
    const documentPath = fillPath(api.operator.kycAttemptDocument.path, { memberId: 7, attemptId: 31 });
    const requests = gateway(
      () => pageOf([sandbox]),
      (request) =>
        request.url === documentPath
          ? { status: 200, data: 'PNGDATA', headers: { 'Content-Type': 'image/png' } }
          : { status: 404 },
    );
    renderConsole('/identity');
    const item = await card('demo');
    expect(within(item).getByText("Provider's reference").nextElementSibling).toHaveTextContent(
      '5b1c-sandbox',
    );
    const picture = await within(item).findByRole('img', { name: /^The ID picture demo submitted on / });
    expect(picture).toHaveAttribute('src', `data:image/png;base64,${btoa('PNGDATA')}`);
    const fetched = requests.find((r) => r.url === documentPath)!;
    expect(fetched.headers.authorization).toMatch(/^Bearer /);
    expect(fetched.headers.accept).toBe('image/*');
  });

  it('says where to look when the provider keeps the pictures itself, and fetches none', async () => {
    const requests = gateway(() => pageOf([review()]));
    renderConsole('/identity');
    const item = await card('demo');
    expect(item).toHaveTextContent(
      'The provider keeps the pictures of this attempt in its own back office: look it up by reference f3a9-77c1.',
    );
    expect(within(item).queryByRole('img')).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.endsWith('/document'))).toBe(false);
  });

  it('approves, says so, and reloads the queue', async () => {
    let decided = false;
    const requests = gateway(
      () => pageOf(decided ? [] : [review()]),
      (request) => {
        decided = request.url === approvePath(7);
        return decided ? kycStatusAnswer : { status: 500 };
      },
    );
    renderConsole('/identity');
    await userEvent
      .setup()
      .click(within(await card('demo')).getByRole('button', { name: 'Approve the identity of demo' }));
    expect(
      await screen.findByText('The identity of demo is approved; they have been told.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No identity waits for review')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([approvePath(7)]);
  });

  it('refuses only with a reason of at least 3 characters, confirmed in a dialog', async () => {
    const requests = gateway(() => pageOf([review()]));
    renderConsole('/identity');
    const user = userEvent.setup();
    await user.click(within(await card('demo')).getByRole('button', { name: 'Refuse the identity of demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this identity?' });
    expect(dialog).toHaveTextContent('demo (Dana Moss) reads your reason');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason'), 'ID');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(within(dialog).getByText('Give a reason of at least 3 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('maxlength', '500');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason'), ' card is a library card ');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(
      await screen.findByText('The identity of demo is refused; they are told your reason.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: refusePath(7),
      data: { reason: 'ID card is a library card' },
    });
  });

  it('tells in the dialog when someone else decided first', async () => {
    gateway(
      () => pageOf([review()]),
      () => ({
        status: 409,
        data: { message: "This affiliate's identity is not waiting for a manual review.", code: 40900 },
      }),
    );
    renderConsole('/identity');
    const user = userEvent.setup();
    await user.click(within(await card('demo')).getByRole('button', { name: 'Refuse the identity of demo' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Blurred photo');
    await user.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "This affiliate's identity is not waiting for a manual review.",
    );
  });

  it('lists the decided ones by status from the URL, with who decided and the reason', async () => {
    const refused = review({
      status: 'refused',
      decision: {
        at: '2026-11-27T10:00:00.000Z',
        by: 'sam@brand.example',
        reason: 'The photo shows a library card.',
      },
    });
    const requests = gateway(() => pageOf([refused]));
    const { router } = renderConsole('/identity?status=refused');
    const item = await card('demo');
    expect(item).toHaveTextContent('Refused by sam@brand.example on 11/27/2026');
    expect(item).toHaveTextContent('Reason the affiliate read: The photo shows a library card.');
    expect(within(item).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('refused');
    expect(queryOf(queueCalls(requests)[0]!).status).toBe('refused');

    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'approved');
    expect(router.state.location.search).toBe('?status=approved');
    await waitFor(() => expect(queryOf(queueCalls(requests).at(-1)!).status).toBe('approved'));
  });

  it('says when nothing waits, and when the queue could not be loaded (then loads it on request)', async () => {
    const answers: StubReply[] = [
      { status: 500, data: { message: 'Something failed on our side.' } },
      pageOf([]),
    ];
    gateway(() => answers.shift()!);
    renderConsole('/identity');
    expect(
      await screen.findByText(/We could not load the identity reviews\. Something failed on our side\./),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No identity waits for review')).toBeInTheDocument();
  });

  it('is not offered to finance, who is told the screen is not theirs without loading it', async () => {
    const requests = gateway(() => pageOf([]), undefined, 'finance');
    renderConsole('/identity');
    expect(
      await screen.findByText(/Your role \(Finance\) does not include Identity reviews\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Console' })).not.toHaveTextContent('Identity reviews');
    expect(queueCalls(requests)).toHaveLength(0);
  });
});
