import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@/lib/auth-store';
import { stubFetch, type StubReply } from '@/testing/fetch-stub';
import { signedInUser } from '@/testing/fixtures';
import { page, renderRoutes } from '@/testing/render-route';
import { ContactForm } from '../contact-form';

const sentMessage = 'Your message has been sent successfully! We will get back to you soon.';

function renderForm(reply: StubReply) {
  const requests = stubFetch(() => reply);
  renderRoutes([page('/contact', <ContactForm />)], '/contact');
  return requests;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Subject'), 'Payout in October');
  await user.selectOptions(screen.getByLabelText('Category'), 'Payments and withdrawals');
  await user.type(screen.getByLabelText('Message'), 'My October payout has not arrived yet.');
}

describe('ContactForm', () => {
  beforeEach(() => {
    useAuthStore.setState({
      token: 'access',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      refreshToken: 'refresh',
      user: signedInUser,
    });
  });

  it('checks a field when it is left, by keyboard, with the required rule', async () => {
    const user = userEvent.setup();
    const requests = renderForm({ status: 500 });
    await user.click(screen.getByLabelText('Subject'));
    await user.tab();
    expect(await screen.findByText('Subject is not valid.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Category is not valid.')).toBeInTheDocument();
    expect(screen.getByText('Message is not valid.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('sends the message, says so in the success dialog and clears the form', async () => {
    const user = userEvent.setup();
    const requests = renderForm({ status: 201, data: { data: { id: 12, message: sentMessage } } });
    await fillIn(user);
    expect(screen.getByText('38 / 5,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('dialog', { name: 'Message sent' })).toHaveTextContent(sentMessage);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/affiliate/contact-us',
      data: {
        subject: 'Payout in October',
        category: 'payments',
        message: 'My October payout has not arrived yet.',
      },
    });
    await waitFor(() => expect(screen.getByLabelText('Subject')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Category')).toHaveValue('');
  });

  it('shows no error on the cleared form after a send', async () => {
    const user = userEvent.setup();
    renderForm({ status: 201, data: { data: { id: 12, message: sentMessage } } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message sent' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Subject')).toHaveValue('');
    for (const field of ['Subject', 'Category', 'Message']) {
      expect(screen.getByLabelText(field)).not.toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.queryByText(/is not valid/)).not.toBeInTheDocument();
  });

  it.each([
    [
      '422',
      {
        status: 422,
        data: {
          message: 'Subject must be a single line.',
          code: 42200,
          errors: { subject: ['Subject must be a single line.'] },
        },
      },
      'Subject must be a single line.',
    ],
    [
      '503',
      { status: 503, data: { message: 'Service unavailable' } },
      'Server error. Please try again later or contact support.',
    ],
    [
      '429',
      {
        status: 429,
        data: { message: 'Too many attempts. Please try again in 60 seconds.' },
        headers: { 'retry-after': '60' },
      },
      'An error occurred while sending your message. Please try again later.',
    ],
  ])('tells a %s in the error dialog and keeps what was typed', async (_status, reply, text) => {
    const user = userEvent.setup();
    renderForm(reply);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('dialog', { name: 'Something went wrong' })).toHaveTextContent(text);
    expect(screen.getByLabelText('Subject')).toHaveValue('Payout in October');
  });
});
