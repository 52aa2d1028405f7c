import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '@/testing/axe';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { page, renderRoutes } from '@/testing/render-route';
import { RegisterAnswerScreen } from '../register-answer-screen';

const token = 'mailed-question-token-0123456789';

const question: StubReply = {
  status: 200,
  data: {
    data: {
      first_name: 'Ana',
      question: 'Which markets do your tips cover?\nAnd how many visitors a month?',
      asked_at: '2026-12-03T15:00:00Z',
    },
  },
};

function renderAnswer(
  replies: { question?: StubReply; answer?: (request: RecordedRequest) => StubReply } = {},
  path = `/auth/register/answer#token=${token}`,
) {
  const requests = stubFetch((request) => {
    if (request.url === '/api/v1/auth/register/question') return replies.question ?? question;
    if (request.url === '/api/v1/auth/register/answer')
      return replies.answer?.(request) ?? { status: 200, data: { data: { answered: true } } };
    return { status: 404, data: { message: 'Not found.' } };
  });
  const view = renderRoutes([page('/auth/register/answer', <RegisterAnswerScreen />)], path);
  return { requests, ...view };
}

describe('answering a manager’s question', () => {
  it('shows the question, sends the answer with the link’s token and thanks the applicant', async () => {
    const user = userEvent.setup();
    const { requests, router } = renderAnswer();
    expect(await screen.findByText(/Which markets do your tips cover\?/)).toBeVisible();
    expect(screen.getByText(/Hello Ana, our team has a question about your application/)).toHaveTextContent(
      '12/03/2026',
    );
    expect(router.state.location.hash).toBe('');
    expect(await seriousAxeViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByText('Your answer is not valid.')).toBeVisible();

    await user.type(screen.getByLabelText('Your answer'), 'Brazil and Portugal, about 40,000 a month.');
    expect(screen.getByText('42 / 5,000 characters')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Thank you: your answer is with our team. We will write to you.',
      ),
    );
    expect(requests.map((request) => [request.url, request.data])).toEqual([
      ['/api/v1/auth/register/question', { token }],
      ['/api/v1/auth/register/answer', { token, answer: 'Brazil and Portugal, about 40,000 a month.' }],
    ]);
  });

  it('says the link is not valid any more when the gateway refuses it', async () => {
    renderAnswer({ question: { status: 422, data: { message: 'This link is not valid any more.' } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid any more' }),
    ).toBeVisible();
    expect(screen.queryByLabelText('Your answer')).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says so without a call when the address holds no token', async () => {
    const { requests } = renderAnswer({}, '/auth/register/answer#token=short');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid any more' }),
    ).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('tells a refused answer in an alert (the link used meanwhile)', async () => {
    const user = userEvent.setup();
    renderAnswer({ answer: () => ({ status: 422, data: { message: 'This link is not valid any more.' } }) });
    await user.type(await screen.findByLabelText('Your answer'), 'Brazil.');
    await user.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid any more.');
  });
});
