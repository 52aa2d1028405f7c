import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { errorCodes, TERMS_NOT_IN_FORCE, type registerRequest } from '@affiliate/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { toIsoDate } from '../../calendar/utc-dates.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import type { Language } from '../../i18n/translate.ts';
import { hashPassword } from '../auth/passwords.ts';
import { assertAcceptablePassword } from '../auth/service.ts';
import { sendMail } from '../mail/service.ts';
import { brandName } from '../settings/service.ts';
import { findInForce } from '../terms/repository.ts';
import {
  alreadyAppliedMail,
  confirmationMail,
  existingAccountMail,
  usernameTakenMail,
} from './applicant-mails.ts';
import { challengeFailed, solvedChallenge } from './challenge.ts';
import * as repo from './registration-repository.ts';

/**
 * Applying to join the program (issue 38): the public form's checks, then what the address and username
 * typed call for. Whatever that is, the answer is the same (`awaiting_email_confirmation`, the address as
 * typed, the same expiry) after the same work (the password hashed once, the same look-ups, one mail to
 * the address typed), so the form tells nobody whether an email or a username is in use: only the
 * owner of the address learns it, from the mail.
 */

export type RegisterInput = z.output<typeof registerRequest>;

/** How long the mailed code and link work. */
export const CONFIRMATION_TTL_MS = 24 * 60 * 60_000;

export const APPLICATION_CURRENCY_NOT_OFFERED = 'Choose one of the currencies the program pays in.';

export interface RegisterAnswer {
  status: 'awaiting_email_confirmation';
  email: string;
  expires_at: string;
}

export interface Applicant {
  ip: string;
  /** The form's language, else the request's. */
  language: Language;
}

/**
 * The per-recipient cap on the form's mails (public-routes.ts counts it in the rate-limit store): true
 * while the address may be sent one more.
 */
export type MailAllowance = (email: string) => Promise<boolean>;

/** What the form found, for the log (never the address or the username). */
type Outcome =
  | 'applied'
  | 'applied-again'
  | 'member-email'
  | 'waiting-for-decision'
  | 'username-taken'
  | 'honeypot'
  | 'mail-cap';

/** The link's token: hashed like the refresh tokens (256 random bits need no key). */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The mailed code, keyed by the server's secret and bound to the address: a bare hash of six digits is
 * undone by trying the million of them, so a leaked table must not hold one.
 */
export function codeHash(ctx: AppContext, email: string, code: string): string {
  const key = createHmac('sha256', ctx.config.jwtSecret).update('application-code').digest();
  return createHmac('sha256', key).update(`${email.trim().toLowerCase()}:${code}`).digest('hex');
}

/** Each website's host, lower-cased and without "www.", once each (for finding the same site elsewhere). */
export function websiteHosts(websites: readonly string[]): string[] {
  const hosts = new Set<string>();
  for (const site of websites) {
    try {
      hosts.add(new URL(site).hostname.toLowerCase().replace(/^www\./, ''));
    } catch {
      // The contract's pattern lets through a few addresses URL cannot read; they have no host to compare.
    }
  }
  return [...hosts].filter(Boolean);
}

/**
 * The terms accepted must be the version in force; none (null) only while the program has published none.
 * 409 otherwise, with the terms module's message, on `terms_version`.
 */
async function assertTermsInForce(ctx: AppContext, version: number | null): Promise<void> {
  const inForce = await findInForce(ctx.db, toIsoDate(ctx.config.now()));
  if ((inForce?.version ?? null) === version) return;
  throw new ApiError(409, TERMS_NOT_IN_FORCE, errorCodes.conflict, { terms_version: [TERMS_NOT_IN_FORCE] });
}

async function assertCurrencyOffered(ctx: AppContext, currency: string): Promise<void> {
  if (!(await repo.isBrandCurrency(ctx.db, currency)))
    throw fieldError('currency', APPLICATION_CURRENCY_NOT_OFFERED);
}

/** A fresh code and link for an application, and their hashes as stored. */
function newConfirmation(ctx: AppContext, email: string) {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const token = randomBytes(32).toString('base64url');
  return { code, token, codeHash: codeHash(ctx, email, code), tokenHash: tokenHash(token) };
}

/**
 * Applies: 201's answer, or 422 (`password`, `currency`, `altcha`) and 409 (`terms_version`) for what the
 * applicant can put right. The proof of work is spent only once the form is accepted, so a refused form
 * can be sent again with the same solution.
 */
export async function register(
  ctx: AppContext,
  input: RegisterInput,
  applicant: Applicant,
  mayMail: MailAllowance,
): Promise<RegisterAnswer> {
  const now = ctx.config.now();
  const expiresAt = new Date(now.getTime() + CONFIRMATION_TTL_MS);
  const answer: RegisterAnswer = {
    status: 'awaiting_email_confirmation',
    email: input.email,
    expires_at: expiresAt.toISOString(),
  };
  const challenge = await solvedChallenge(ctx, input.altcha);
  assertAcceptablePassword(input.password, [input.username, input.email]);
  await assertCurrencyOffered(ctx, input.currency);
  await assertTermsInForce(ctx, input.terms_version);
  // Hashed whatever happens next: the slowest step, the same for every address.
  const passwordHash = await hashPassword(input.password);
  const brand = await brandName(ctx);
  const confirmation = newConfirmation(ctx, input.email);

  const outcome = await (async (): Promise<Outcome> => {
    // The hidden field people leave empty: the same answer, nothing kept or sent.
    if (input.homepage) return 'honeypot';
    const spent = await ctx.db.transaction(async (tx) => {
      await repo.removeExpiredChallenges(tx, now);
      return repo.spendChallenge(tx, challenge.signature, challenge.expiresAt);
    });
    if (!spent) throw challengeFailed();
    if (!(await mayMail(input.email))) return 'mail-cap';
    return ctx.db.transaction((tx) =>
      applyOrTell(ctx, tx, input, {
        ...applicant,
        brand,
        passwordHash,
        confirmation,
        now,
        expiresAt,
      }),
    );
  })();
  ctx.log.info({ applicationOutcome: outcome }, 'application form received');
  return answer;
}

interface Context extends Applicant {
  brand: string;
  passwordHash: string;
  confirmation: ReturnType<typeof newConfirmation>;
  now: Date;
  expiresAt: Date;
}

/**
 * What the address and username call for, under their locks: a new application (or the address's
 * unconfirmed one replaced) with its code mailed, or the mail that tells the address's owner why not.
 */
async function applyOrTell(
  ctx: AppContext,
  tx: Queryable,
  input: RegisterInput,
  c: Context,
): Promise<Outcome> {
  await repo.lockEmailAndUsername(tx, input.email, input.username);
  // The same four look-ups whatever they find, so the time taken tells no more than the answer.
  const [memberEmail, memberUsername, open, heldElsewhere] = [
    await repo.memberWithEmail(tx, input.email),
    await repo.memberWithUsername(tx, input.username),
    await repo.openApplicationOfEmail(tx, input.email),
    await repo.usernameHeldByAnotherApplication(tx, input.username, input.email, c.now),
  ];
  const to = { config: ctx.config, language: c.language, brand: c.brand, email: input.email };
  if (memberEmail) {
    await sendMail(ctx, existingAccountMail(to), tx);
    return 'member-email';
  }
  if (open && open.status !== 'unconfirmed') {
    await sendMail(
      ctx,
      alreadyAppliedMail(to, { firstName: open.first_name, appliedAt: open.applied_at }),
      tx,
    );
    return 'waiting-for-decision';
  }
  if (memberUsername || heldElsewhere) {
    await sendMail(ctx, usernameTakenMail(to, { firstName: input.first_name, username: input.username }), tx);
    return 'username-taken';
  }
  const fields: repo.ApplicationFields = {
    kind: input.kind,
    companyName: input.kind === 'company' ? (input.company_name ?? null) : null,
    firstName: input.first_name,
    lastName: input.last_name,
    email: input.email,
    username: input.username,
    passwordHash: c.passwordHash,
    country: input.country,
    currency: input.currency,
    language: c.language,
    websites: input.websites,
    websiteHosts: websiteHosts(input.websites),
    trafficSources: input.traffic_sources,
    trafficDescription: input.traffic_description,
    messenger: input.messenger,
    heardFrom: input.heard_from,
    termsVersion: input.terms_version,
    // Resolving the code to the affiliate who invited them is for later; an unknown one is kept as typed.
    refCode: input.ref || null,
    ip: c.ip,
    appliedAt: c.now,
    codeHash: c.confirmation.codeHash,
    tokenHash: c.confirmation.tokenHash,
    expiresAt: c.expiresAt,
  };
  // An unconfirmed application of the address is the applicant's own, sent again: the new form replaces it
  // and the old code and link die. A rejected or approved one (without an account) is history: a new one.
  if (open) await repo.replaceUnconfirmedApplication(tx, open.id, fields);
  else await repo.insertApplication(tx, fields);
  await sendMail(
    ctx,
    confirmationMail(to, {
      firstName: input.first_name,
      code: c.confirmation.code,
      token: c.confirmation.token,
    }),
    tx,
  );
  return open ? 'applied-again' : 'applied';
}
