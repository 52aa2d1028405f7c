import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { seriousAxeViolations } from '@/testing/axe';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { page, renderRoutes } from '@/testing/render-route';
import { RegisterConfirmScreen } from '../register-confirm-screen';

const token = 'mailed-link-token-0123456789abcdef';

function renderConfirm(
  reply: (body: Record<string, string>) => StubReply,
  path = `/auth/register/confirm#token=${token}`,
) {
  const requests = stubFetch((request) =>
    request.url === '/api/v1/auth/register/confirm'
      ? reply(request.data as Record<string, string>)
      : { status: 404, data: { message: 'Not found.' } },
  );
  const view = renderRoutes([page('/auth/register/confirm', <RegisterConfirmScreen />)], path);
  return { requests, ...view };
}

const confirmed: StubReply = { status: 200, data: { data: { status: 'pending_review', first_name: 'Ana' } } };
const linkNotValid: StubReply = { status: 422, data: { message: 'This link is not valid any more.' } };

describe('the mailed confirmation link', () => {
  it('confirms the email once with the link’s token, and takes the token out of the address', async () => {
    const { requests, router } = renderConfirm(() => confirmed);
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Thank you, Ana: your application is with our team. We will write to you.',
      ),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    expect(requests.map((request) => request.data)).toEqual([{ token }]);
    expect(router.state.location.hash).toBe('');
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toBeVisible();
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('says a used or expired link is not valid any more, and confirms with the code instead', async () => {
    const user = userEvent.setup();
    const { requests } = renderConfirm((body) => ('token' in body ? linkNotValid : confirmed));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid any more' }),
    ).toBeVisible();
    expect(await seriousAxeViolations()).toEqual([]);

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you, Ana'));
    expect(requests.map((request) => request.data)).toEqual([
      { token },
      { email: 'ana@example.com', code: '123456' },
    ]);
  });

  it('asks for the code when the address holds no token, without calling the gateway', async () => {
    const user = userEvent.setup();
    const { requests } = renderConfirm(() => confirmed, '/auth/register/confirm');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is not valid any more' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByText('Email is not valid.')).toBeVisible();
    expect(screen.getByText('Code is not valid.')).toBeVisible();
    expect(requests).toHaveLength(0);
  });

  it('offers to try again when the gateway cannot be reached or refuses for a while', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { requests } = renderConfirm(() => {
      calls += 1;
      return calls === 1
        ? { status: 429, data: { message: 'Too many attempts. Try again in a minute.' } }
        : confirmed;
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in a minute.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you, Ana'));
    expect(requests.map((request) => request.data)).toEqual([{ token }, { token }]);
  });
});
