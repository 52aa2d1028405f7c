import type { RegisterRequest } from '@affiliate/contract';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { defaultRateLimits, type AppConfig, type RateLimitConfig } from '../src/config/app-config.ts';
import { testConfig } from './helpers.ts';

/** The application form's endpoints (issue 38). */
export const CHALLENGE = '/api/v1/auth/register/challenge';
export const REGISTER = '/api/v1/auth/register';
export const CONFIRM = '/api/v1/auth/register/confirm';
export const QUESTION = '/api/v1/auth/register/question';
export const ANSWER = '/api/v1/auth/register/answer';

/**
 * A test app's settings for the form: a light proof of work (a few derivations, solved in milliseconds)
 * and limits no test of the form's behaviour reaches; the tests of the work and of the limits set theirs.
 */
export function applicationTestConfig(rateLimits: Partial<RateLimitConfig> = {}): Partial<AppConfig> {
  const lots = { perAddress: 10_000, perNetwork: 10_000 };
  return {
    applicationChallengeCost: 4,
    rateLimits: {
      ...testConfig().rateLimits,
      applications: { challenge: lots, register: lots, confirm: lots, question: lots, answer: lots },
      applicationMailsPerRecipient: defaultRateLimits.applicationMailsPerRecipient,
      ...rateLimits,
    },
  };
}

/** A challenge fetched and solved as the widget does, posted as the widget posts it (base64 JSON). */
export async function solvedAltcha(app: FastifyInstance, remoteAddress?: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: CHALLENGE,
    ...(remoteAddress && { remoteAddress }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const challenge = response.json().data as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return widgetPayload(challenge, solution!);
}

export function widgetPayload(challenge: unknown, solution: unknown): string {
  const { parameters, signature } = challenge as Challenge;
  return Buffer.from(JSON.stringify({ challenge: { parameters, signature }, solution })).toString('base64');
}

let applicants = 0;

/** A new applicant's address and username, unique in the run. */
export function newApplicant(): { email: string; username: string } {
  applicants += 1;
  const tag = `${process.pid}x${applicants}`;
  return { email: `applicant.${tag}@example.net`, username: `applicant_${tag}` };
}

/** A complete form as the page sends it (its altcha to be added). */
export function applicationForm(overrides: Partial<RegisterRequest> = {}): Omit<RegisterRequest, 'altcha'> {
  const { email, username } = newApplicant();
  return {
    kind: 'individual',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    username,
    password: 'a-long-enough-passphrase-2026',
    password_confirmation: 'a-long-enough-passphrase-2026',
    country: 'DE',
    currency: 'EUR',
    websites: ['https://www.Example-Casino-Reviews.com/best', 'http://tips.example.org'],
    traffic_sources: ['seo', 'social'],
    traffic_description: 'Casino reviews in German, 20,000 visits a month.',
    messenger: { app: 'telegram', handle: '@ada' },
    heard_from: 'A friend',
    terms_version: null,
    accept_terms: true,
    ...overrides,
  };
}

/** Sends a form with a freshly solved challenge (unless it brings its own `altcha`). */
export async function apply(
  app: FastifyInstance,
  form: Partial<RegisterRequest>,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  const altcha = form.altcha ?? (await solvedAltcha(app, options.remoteAddress));
  return app.inject({
    method: 'POST',
    url: REGISTER,
    payload: { ...form, altcha },
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
    ...(options.headers && { headers: options.headers }),
  });
}

export interface OutboxMail {
  recipient: string;
  subject: string;
  text: string;
}

/** Every mail to `to` (case-insensitive), the oldest first. */
export async function mailsTo(app: FastifyInstance, to: string): Promise<OutboxMail[]> {
  const { rows } = await app.ctx.db.query<OutboxMail>(
    'SELECT recipient, subject, text FROM mail_outbox WHERE lower(recipient) = lower($1) ORDER BY id',
    [to],
  );
  return rows;
}

/** The code and the link's token of the newest confirmation mail to `to`. */
export async function mailedConfirmation(
  app: FastifyInstance,
  to: string,
): Promise<{ code: string; token: string; link: string }> {
  const mails = await mailsTo(app, to);
  const text = mails.at(-1)?.text ?? '';
  const link = /(http\S+\/auth\/register\/confirm#token=(\S+))/.exec(text);
  const code = /\b(\d{6})\b/.exec(text);
  if (!link || !code) throw new Error(`no confirmation in the mail: ${text}`);
  return { code: code[1]!, token: link[2]!, link: link[1]! };
}

export function confirm(app: FastifyInstance, payload: object) {
  return app.inject({ method: 'POST', url: CONFIRM, payload });
}

export async function applicationsOf(app: FastifyInstance, email: string) {
  const { rows } = await app.ctx.db.query<Record<string, unknown>>(
    'SELECT * FROM affiliate_applications WHERE lower(email) = lower($1) ORDER BY id',
    [email],
  );
  return rows;
}
