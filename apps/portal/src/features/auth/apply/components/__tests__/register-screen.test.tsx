import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  applicationServer,
  challengeFixture,
  decodeAltchaPayload,
  fakeSolution,
  type ApplicationServer,
} from '@/testing/application-fixtures';
import { seriousAxeViolations } from '@/testing/axe';
import { stubFetch, type RecordedRequest } from '@/testing/fetch-stub';
import { showInLanguage } from '@/testing/in-language';
import { page, renderRoutes } from '@/testing/render-route';
import { RegisterScreen } from '../register-screen';

// The proof of work's solver is stubbed at its edge: jsdom has no Web Workers, and the real ones hash
// for a second. ALTCHA's widget is the real one: it fetches the challenge through the portal's client,
// hands it to this solver and builds its payload from the challenge and the solution.
vi.mock('../../lib/altcha-solvers', async () => {
  const { FakeSolverWorker } = await import('@/testing/application-fixtures');
  return {
    registerSolvers: (algorithms: Map<string, () => unknown>) =>
      algorithms.set('SHA-256', () => new FakeSolverWorker()),
  };
});

function renderRegister(options: ApplicationServer = {}, path = '/auth/register?ref=partner7') {
  const requests = stubFetch(applicationServer(options));
  const view = renderRoutes(
    [page('/auth/register', <RegisterScreen />), page('/auth/login', <h1>Sign in page</h1>)],
    path,
  );
  return { requests, ...view };
}

const posts = (requests: RecordedRequest[], url: string) =>
  requests.filter((request) => request.method === 'POST' && request.url === url);
const challengeFetches = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.url === '/api/v1/auth/register/challenge');

async function checkComplete() {
  await waitFor(() => expect(screen.getByText('Check complete.')).toBeInTheDocument(), { timeout: 5_000 });
}

/** Fills every required field, an individual's application (the terms accepted, unless there are none). */
async function fillApplication(user: UserEvent, acceptTerms = true) {
  await user.type(screen.getByLabelText('First name'), 'Ana');
  await user.type(screen.getByLabelText('Last name'), 'Silva');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Username'), 'ana.silva');
  await user.type(screen.getByLabelText('Password'), 'long-enough-secret');
  await user.type(screen.getByLabelText('Confirm password'), 'long-enough-secret');
  await user.selectOptions(screen.getByLabelText('Country'), 'BR');
  await user.selectOptions(screen.getByLabelText('Currency'), 'BRL');
  await user.click(screen.getByRole('checkbox', { name: 'Search engines (SEO)' }));
  if (acceptTerms)
    await user.click(
      await screen.findByRole('checkbox', { name: 'I have read and accept the program’s terms.' }),
    );
}

const send = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Send my application' }));

describe('applying to join the program', () => {
  beforeEach(() => {
    // jsdom is no secure context; the widget, like Web Crypto, works only in one (https or localhost).
    vi.stubGlobal('isSecureContext', true);
  });

  it('sends the application with the invite code, the language, the terms’ version and the solved check', async () => {
    const user = userEvent.setup();
    const { requests } = renderRegister();
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply to join' })).toBeVisible();
    await fillApplication(user);
    await user.type(screen.getByLabelText('Website 1'), 'https://tips.example.com');
    await user.click(screen.getByRole('button', { name: 'Add a website' }));
    expect(screen.getByLabelText('Website 2')).toHaveFocus();
    await user.type(screen.getByLabelText('Website 2'), 'https://blog.example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Social media' }));
    await user.type(
      screen.getByLabelText('Your traffic in your words (optional)'),
      'Football tips in Brazil.',
    );
    await user.selectOptions(screen.getByLabelText('Messenger'), 'telegram');
    await user.type(screen.getByLabelText('Your name or number there'), '@ana_tips');
    await user.type(screen.getByLabelText('How did you hear about us? (optional)'), 'A friend');
    await checkComplete();
    await send(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    const [sent] = posts(requests, '/api/v1/auth/register');
    const body = sent!.data as Record<string, unknown>;
    expect(body).toEqual({
      kind: 'individual',
      first_name: 'Ana',
      last_name: 'Silva',
      email: 'ana@example.com',
      username: 'ana.silva',
      password: 'long-enough-secret',
      password_confirmation: 'long-enough-secret',
      country: 'BR',
      currency: 'BRL',
      websites: ['https://tips.example.com', 'https://blog.example.com'],
      traffic_sources: ['seo', 'social'],
      traffic_description: 'Football tips in Brazil.',
      messenger: { app: 'telegram', handle: '@ana_tips' },
      heard_from: 'A friend',
      language: 'en',
      terms_version: 3,
      accept_terms: true,
      ref: 'partner7',
      altcha: expect.any(String),
    });
    // The payload is the challenge the gateway gave, with the solver's solution.
    expect(decodeAltchaPayload(body.altcha as string)).toEqual({
      challenge: challengeFixture('challenge-signature-1'),
      solution: fakeSolution,
    });
  });

  it('asks for the company’s name only for a company', async () => {
    const user = userEvent.setup();
    const { requests } = renderRegister();
    await fillApplication(user);
    expect(screen.queryByLabelText('Company name')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'A company' }));
    await checkComplete();
    await send(user);
    expect(await screen.findByText('Enter the company’s name.')).toBeVisible();
    expect(screen.getByLabelText('Company name')).toHaveFocus();
    expect(posts(requests, '/api/v1/auth/register')).toHaveLength(0);

    await user.type(screen.getByLabelText('Company name'), 'Tips Ltda');
    await send(user);
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(posts(requests, '/api/v1/auth/register')[0]!.data).toMatchObject({
      kind: 'company',
      company_name: 'Tips Ltda',
    });
  });

  it('keeps the hidden field out of sight, out of the tab order and empty', async () => {
    const user = userEvent.setup();
    const { requests, container } = renderRegister();
    await screen.findByLabelText('First name');
    const honeypot = container.querySelector<HTMLInputElement>('input[name="homepage"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    // Neither a screen reader nor a keyboard meets it.
    expect(screen.queryByRole('textbox', { name: 'Homepage' })).toBeNull();
    await fillApplication(user);
    await checkComplete();
    await send(user);
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    expect(honeypot.value).toBe('');
    expect(posts(requests, '/api/v1/auth/register')[0]!.data).not.toHaveProperty('homepage');
  });

  it('checks the fields before sending, with the contract’s messages', async () => {
    const user = userEvent.setup();
    const { requests } = renderRegister();
    await screen.findByLabelText('First name');
    await user.type(screen.getByLabelText('Website 1'), 'tips.example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await send(user);
    expect(await screen.findByText('First name is not valid.')).toBeVisible();
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByText('Password must be at least 12 characters.')).toBeVisible();
    expect(screen.getByText('Enter a website address starting with https:// or http://.')).toBeVisible();
    expect(screen.getByText('Choose at least one traffic source.')).toBeVisible();
    expect(screen.getByText('Accept the program’s terms to apply.')).toBeVisible();
    expect(posts(requests, '/api/v1/auth/register')).toHaveLength(0);
  });

  it('puts a refused application’s errors on their fields and runs the check again on a new challenge', async () => {
    const user = userEvent.setup();
    const { requests } = renderRegister({
      register: () => ({
        status: 422,
        data: {
          message: 'The application is not valid.',
          errors: {
            'websites.1': ['Enter a website address starting with https:// or http://.'],
            currency: ['Choose one of the program’s currencies.'],
          },
        },
      }),
    });
    await fillApplication(user);
    // A blank row between two addresses is not sent: the gateway's second website is the form's third.
    await user.type(screen.getByLabelText('Website 1'), 'https://a.example.com');
    await user.click(screen.getByRole('button', { name: 'Add a website' }));
    await user.click(screen.getByRole('button', { name: 'Add a website' }));
    await user.type(screen.getByLabelText('Website 3'), 'https://c.example.com');
    await checkComplete();
    await send(user);

    expect(await screen.findByText('Choose one of the program’s currencies.')).toBeVisible();
    expect(screen.getByLabelText('Currency')).toHaveFocus();
    expect(screen.getByLabelText('Website 3')).toHaveAccessibleDescription(
      'Enter a website address starting with https:// or http://.',
    );
    expect(screen.getByLabelText('Website 2')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(posts(requests, '/api/v1/auth/register')[0]!.data).toMatchObject({
      websites: ['https://a.example.com', 'https://c.example.com'],
    });
    await waitFor(() => expect(challengeFetches(requests)).toHaveLength(2));
    await checkComplete();
  });

  it('tells a refused check beside it, and a rate limit in an alert', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { requests } = renderRegister({
      register: () => {
        attempts += 1;
        return attempts === 1
          ? {
              status: 422,
              data: {
                message: 'The application is not valid.',
                errors: {
                  altcha: [
                    'The automatic check that you are a person did not pass: wait for it to finish and send again.',
                  ],
                },
              },
            }
          : {
              status: 429,
              data: { message: 'Too many applications from your network. Try again in an hour.' },
            };
      },
    });
    await fillApplication(user);
    await checkComplete();
    await send(user);
    const check = screen.getByRole('group', { name: 'Security check' });
    expect(
      await within(check).findByText(
        'The automatic check that you are a person did not pass: wait for it to finish and send again.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();

    // The check runs again, on a new challenge, before the application can go again.
    await waitFor(() => expect(challengeFetches(requests)).toHaveLength(2));
    await checkComplete();
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many applications from your network. Try again in an hour.',
    );
  });

  it('shows the new terms when they changed while the form was open (409), to accept again', async () => {
    const user = userEvent.setup();
    let inForce = 3;
    const server = applicationServer({
      register: () => {
        inForce = 4;
        return {
          status: 409,
          data: {
            message: 'These are not the terms in force: read the current version and accept that one.',
          },
        };
      },
    });
    const requests = stubFetch((request) => {
      if (request.url === '/api/v1/terms') return applicationServer({ termsInForce: inForce })(request);
      return server(request);
    });
    renderRoutes([page('/auth/register', <RegisterScreen />)], '/auth/register');
    await fillApplication(user);
    await checkComplete();
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('These are not the terms in force');
    expect(await screen.findByRole('region', { name: 'The program’s terms, version 4' })).toBeVisible();
    expect(
      screen.getByRole('checkbox', { name: 'I have read and accept the program’s terms.' }),
    ).not.toBeChecked();
    expect(requests.filter((request) => request.url === '/api/v1/terms')).toHaveLength(2);
  });

  it('applies while the program has published no terms, sending no version', async () => {
    const user = userEvent.setup();
    const { requests } = renderRegister({ termsInForce: null }, '/auth/register');
    await fillApplication(user, false);
    expect(await screen.findByText(/The program has not published its terms yet/)).toBeVisible();
    await user.click(
      screen.getByRole('checkbox', { name: 'I will accept the program’s terms as they are published.' }),
    );
    await checkComplete();
    await send(user);
    await screen.findByRole('heading', { level: 1, name: 'Check your email' });
    const body = posts(requests, '/api/v1/auth/register')[0]!.data;
    expect(body).toMatchObject({ terms_version: null, accept_terms: true });
    expect(body).not.toHaveProperty('ref');
  });

  it('confirms the email with the code, then says the application is with the team', async () => {
    const user = userEvent.setup();
    const { requests } = renderRegister({
      confirm: (request) =>
        (request.data as { code: string }).code === '123456'
          ? { status: 200, data: { data: { status: 'pending_review', first_name: 'Ana' } } }
          : { status: 422, data: { message: 'The code is wrong or has expired.' } },
    });
    await fillApplication(user);
    await checkComplete();
    await send(user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
    expect(screen.getByText(/We have sent a 6-digit code to ana@example.com/)).toHaveTextContent(
      'work until 12/04/2026',
    );
    const code = screen.getByLabelText('Code');
    expect(code).toHaveFocus();
    expect(await seriousAxeViolations()).toEqual([]);

    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByText('The code is wrong or has expired.')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm my email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you, Ana: your application is with our team. We will write to you.',
    );
    expect(posts(requests, '/api/v1/auth/register/confirm').map((request) => request.data)).toEqual([
      { email: 'ana@example.com', code: '654321' },
      { email: 'ana@example.com', code: '123456' },
    ]);
    expect(screen.getByRole('link', { name: 'Go to the sign-in page' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(await seriousAxeViolations()).toEqual([]);
  });

  it('brings the form back filled in to apply with another address', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fillApplication(user);
    await checkComplete();
    await send(user);
    await user.click(
      await screen.findByRole('button', { name: 'Wrong address? Apply again with another one' }),
    );
    expect(await screen.findByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByLabelText('First name')).toHaveValue('Ana');
  });

  it('says when the check cannot get a challenge, and runs it again on demand', async () => {
    const user = userEvent.setup();
    const { requests } = renderRegister({
      challenge: (count) =>
        count === 1
          ? { status: 429, data: { message: 'Too many requests. Try again in a minute.' } }
          : { status: 200, data: { data: challengeFixture('challenge-signature-2') } },
    });
    const check = await screen.findByRole('group', { name: 'Security check' });
    expect(
      await within(check).findByText(
        'The automatic check did not work. Too many requests. Try again in a minute.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    await user.click(within(check).getByRole('button', { name: 'Run the check again' }));
    await checkComplete();
    expect(challengeFetches(requests)).toHaveLength(2);
  });

  it('has no serious accessibility violations, and its texts in German', async () => {
    renderRegister();
    await screen.findByRole('checkbox', { name: 'I have read and accept the program’s terms.' });
    await checkComplete();
    expect(await seriousAxeViolations()).toEqual([]);

    await showInLanguage('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jetzt bewerben' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Deutschland' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Euro (EUR)' })).toBeInTheDocument();
    // The widget's own texts follow the language shown.
    expect(screen.getByRole('checkbox', { name: 'Prüfung bestanden' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Bewerbung senden' })).toBeVisible();
  });
});
