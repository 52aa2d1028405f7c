import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope, pageQuery, paginationMeta } from '../common/envelope.ts';
import { languages } from '../common/languages.ts';
import {
  countryCode,
  currencyCode,
  email,
  isoDateTime,
  memberId,
  newPassword,
  sixDigitCode,
  username,
  withMatchingConfirmation,
} from '../common/primitives.ts';
import { dealName } from './deals.ts';

/**
 * Joining the program (issue 38): a visitor applies on the public page `/auth/register`, confirms their
 * email with the mailed code or link, and a manager approves them with a deal, rejects them with a
 * reason, or asks a question the applicant answers through a mailed link. Approved, they sign in with
 * the username and password they chose. The answer to an application never says whether its email or
 * username is already in use (the mail to that address does), so addresses cannot be enumerated.
 *
 * Who decides: the console's `marketing` role (the program's affiliate managers: acquisition, banners,
 * landing pages) and admins; finance, support and marketing read the queue. Approving picks one of the
 * deals finance wrote; it does not write one.
 */

export const APPLICATION_NAME_NOT_VALID = 'Enter a name of 1 to 100 characters.';
export const APPLICATION_COMPANY_REQUIRED = 'Enter the company’s name.';
export const APPLICATION_WEBSITE_NOT_VALID = 'Enter a website address starting with https:// or http://.';
export const APPLICATION_SOURCES_REQUIRED = 'Choose at least one traffic source.';
export const APPLICATION_TERMS_REQUIRED = 'Accept the program’s terms to apply.';
export const APPLICATION_CHALLENGE_FAILED =
  'The automatic check that you are a person did not pass: wait for it to finish and send again.';
export const APPLICATION_CODE_NOT_VALID = 'The code is wrong or has expired.';
export const APPLICATION_LINK_NOT_VALID = 'This link is not valid any more.';
export const APPLICATION_REASON_NOT_VALID = 'Write a reason of 1 to 2,000 characters.';
export const APPLICATION_QUESTION_NOT_VALID = 'Write a question of 1 to 2,000 characters.';
export const APPLICATION_ANSWER_NOT_VALID = 'Write an answer of 1 to 5,000 characters.';

export const trafficSources = [
  'seo',
  'ppc',
  'social',
  'email',
  'streaming',
  'app',
  'tipster',
  'comparison',
  'other',
] as const;
export type TrafficSource = (typeof trafficSources)[number];

export const messengerApps = ['telegram', 'whatsapp', 'skype', 'discord', 'signal', 'other'] as const;

const personName = z.string().trim().min(1, APPLICATION_NAME_NOT_VALID).max(100, APPLICATION_NAME_NOT_VALID);

export const applicationWebsite = z
  .string()
  .trim()
  .max(300, APPLICATION_WEBSITE_NOT_VALID)
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, APPLICATION_WEBSITE_NOT_VALID);

/** What an applicant fills in on `/auth/register`. */
export const registerRequest = withMatchingConfirmation(
  z
    .object({
      kind: z.enum(['individual', 'company']),
      /** Required for a company. */
      company_name: z.string().trim().max(200, APPLICATION_COMPANY_REQUIRED).optional(),
      first_name: personName,
      last_name: personName,
      email,
      username,
      password: newPassword,
      password_confirmation: z.string().max(128),
      country: countryCode,
      /** The currency they are paid in: one of the program's brands' currencies (422 otherwise). */
      currency: currencyCode,
      /** Up to 10 sites, http(s) addresses; none when all their traffic is elsewhere (social, apps). */
      websites: z.array(applicationWebsite).max(10).default([]),
      traffic_sources: z
        .array(z.enum(trafficSources))
        .min(1, APPLICATION_SOURCES_REQUIRED)
        .max(trafficSources.length),
      /** What they do, in their words: audiences, volumes, markets. */
      traffic_description: z.string().trim().max(2_000).default(''),
      messenger: z
        .object({ app: z.enum(messengerApps), handle: z.string().trim().min(1).max(100) })
        .nullable()
        .default(null),
      /** How they heard of the program. */
      heard_from: z.string().trim().max(300).default(''),
      /** The language of their mails (and their portal once approved); the request's language when omitted. */
      language: z.enum(languages).optional(),
      /**
       * The version of the terms they accepted: the one in force (409 when it is not); null only while the
       * program has published none.
       */
      terms_version: z.number().int().min(1).max(1_000_000).nullable(),
      accept_terms: z.literal(true, { error: APPLICATION_TERMS_REQUIRED }),
      /** A sub-affiliate code from an invite link (`/auth/register?ref=`); an unknown one is ignored. */
      ref: z.string().trim().max(64).optional(),
      /** ALTCHA's payload: the solved proof-of-work challenge from `registrationChallenge`. */
      altcha: z.string().min(1, APPLICATION_CHALLENGE_FAILED).max(4_000),
      /** Left empty by people: the field is hidden on the page, and an application with it filled is dropped unanswered-alike. */
      homepage: z.string().max(300).optional(),
    })
    .refine((value) => value.kind === 'individual' || (value.company_name ?? '').length > 0, {
      path: ['company_name'],
      message: APPLICATION_COMPANY_REQUIRED,
    }),
);
export type RegisterRequest = z.input<typeof registerRequest>;

/** The same answer for every application that passed its checks, whatever its email or username. */
export const registerAnswer = z.object({
  status: z.literal('awaiting_email_confirmation'),
  /** The address the code went to, as entered. */
  email: z.string(),
  /** When the mailed code and link stop working. */
  expires_at: isoDateTime,
});

/** ALTCHA's challenge, as its library makes it, for the widget on the page to solve. */
export const proofOfWorkChallenge = z.record(z.string(), z.unknown());

/** Confirms the email: the mailed link's token, or the address with the mailed code. */
export const confirmRegistrationRequest = z.union([
  z.object({ token: z.string().min(16).max(200) }),
  z.object({ email, code: sixDigitCode }),
]);

export const confirmRegistrationAnswer = z.object({
  status: z.literal('pending_review'),
  first_name: z.string(),
});

/** A question from the program's managers, opened by the mailed link's token. */
export const applicationQuestionRequest = z.object({ token: z.string().min(16).max(200) });
export const applicationQuestion = z.object({
  first_name: z.string(),
  question: z.string(),
  asked_at: isoDateTime,
});
export const answerApplicationRequest = z.object({
  token: z.string().min(16).max(200),
  answer: z.string().trim().min(1, APPLICATION_ANSWER_NOT_VALID).max(5_000, APPLICATION_ANSWER_NOT_VALID),
});

export const applicationStatuses = [
  /** The email is not confirmed yet. */
  'unconfirmed',
  /** Confirmed, waiting for a manager. */
  'pending',
  /** A manager asked a question the applicant has not answered yet. */
  'awaiting_answer',
  'approved',
  'rejected',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Why an application may be the same person or business as an existing affiliate or application. */
export const applicationDuplicate = z.object({
  reason: z.enum(['email_domain', 'ip', 'website']),
  /** The shared value: the domain, the address, the website's host. */
  value: z.string(),
  /** The affiliate it matches, or null when it matches another application. */
  member_id: memberId.nullable(),
  username: z.string().nullable(),
  /** The other application, or null when it matches an affiliate created in the console. */
  application_id: z.number().int().nullable(),
});

/** A question asked and its answer. */
export const applicationMessage = z.object({
  question: z.string(),
  asked_by: z.string(),
  asked_at: isoDateTime,
  answer: z.string().nullable(),
  answered_at: isoDateTime.nullable(),
});

/** An application as the console shows it. */
export const application = z.object({
  id: z.number().int(),
  status: z.enum(applicationStatuses),
  kind: z.enum(['individual', 'company']),
  company_name: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  email_confirmed_at: isoDateTime.nullable(),
  username: z.string(),
  country: z.string(),
  currency: z.string(),
  language: z.enum(languages),
  websites: z.array(z.string()),
  traffic_sources: z.array(z.enum(trafficSources)),
  traffic_description: z.string(),
  messenger: z.object({ app: z.enum(messengerApps), handle: z.string() }).nullable(),
  heard_from: z.string(),
  terms_version: z.number().int().nullable(),
  /** The address the application came from. */
  ip: z.string(),
  applied_at: isoDateTime,
  /** The affiliate whose invite link brought them (sub-affiliates), or null. */
  referred_by: z.object({ member_id: memberId, username: z.string() }).nullable(),
  duplicates: z.array(applicationDuplicate),
  messages: z.array(applicationMessage),
  decided_at: isoDateTime.nullable(),
  decided_by: z.string().nullable(),
  /** Set when rejected; the applicant was mailed it. */
  reject_reason: z.string().nullable(),
  /** Set when approved: the affiliate created and the deal given. */
  member_id: memberId.nullable(),
  deal: z.string().nullable(),
});
export type Application = z.infer<typeof application>;

export const applicationParams = z.object({
  applicationId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const listApplicationsQuery = pageQuery.extend({
  /** Omitted: the ones waiting for a decision (unconfirmed, pending and awaiting an answer). */
  status: z.enum(applicationStatuses).optional(),
});

export const approveApplicationRequest = z.object({ deal: dealName });
export const rejectApplicationRequest = z.object({
  reason: z.string().trim().min(1, APPLICATION_REASON_NOT_VALID).max(2_000, APPLICATION_REASON_NOT_VALID),
});
export const askApplicantRequest = z.object({
  question: z
    .string()
    .trim()
    .min(1, APPLICATION_QUESTION_NOT_VALID)
    .max(2_000, APPLICATION_QUESTION_NOT_VALID),
});

/** What the application form offers that the program decides. */
export const registrationOptions = z.object({
  /** The currencies an affiliate may be paid in: those of the program's brands, alphabetical. */
  currencies: z.array(z.string()),
});

export const registrationFormOptions = endpoint({
  method: 'GET',
  path: '/api/v1/auth/register/options',
  access: 'public',
  summary: 'What the application form offers: the currencies the program pays in (its brands’)',
  tags: ['auth'],
  response: dataEnvelope(registrationOptions),
});

export const registrationChallenge = endpoint({
  method: 'GET',
  path: '/api/v1/auth/register/challenge',
  access: 'public',
  summary:
    'A proof-of-work challenge (ALTCHA) for the application form to solve in the browser; it expires after 10 minutes and is good for one application',
  tags: ['auth'],
  response: dataEnvelope(proofOfWorkChallenge),
});

export const register = endpoint({
  method: 'POST',
  path: '/api/v1/auth/register',
  access: 'public',
  summary:
    'Applies to join the program: 201 with the application pending email confirmation (a code and a link are mailed). The answer is the same whether or not the email or username is in use; rate-limited per address and network',
  tags: ['auth'],
  body: registerRequest,
  status: 201,
  response: dataEnvelope(registerAnswer),
});

export const confirmRegistration = endpoint({
  method: 'POST',
  path: '/api/v1/auth/register/confirm',
  access: 'public',
  summary:
    'Confirms an application’s email with the mailed link’s token or the address and mailed code (422 when wrong or expired); the application then waits for a manager',
  tags: ['auth'],
  body: confirmRegistrationRequest,
  response: dataEnvelope(confirmRegistrationAnswer),
});

export const applicationQuestionText = endpoint({
  method: 'POST',
  path: '/api/v1/auth/register/question',
  access: 'public',
  summary:
    'The question a manager asked about an application, opened with the mailed link’s token (422 when the link is not valid any more)',
  tags: ['auth'],
  body: applicationQuestionRequest,
  response: dataEnvelope(applicationQuestion),
});

export const answerApplicationQuestion = endpoint({
  method: 'POST',
  path: '/api/v1/auth/register/answer',
  access: 'public',
  summary:
    'Answers a manager’s question with the mailed link’s token; the link stops working and the application goes back to the queue',
  tags: ['auth'],
  body: answerApplicationRequest,
  response: dataEnvelope(z.object({ answered: z.literal(true) })),
});

const readers = ['finance', 'support', 'marketing'] as const;

export const listApplications = endpoint({
  method: 'GET',
  path: '/api/v1/operator/applications',
  access: 'operator',
  roles: readers,
  summary:
    'Applications to join the program, the oldest waiting first (by default those waiting for a decision), each with the duplicates found',
  tags: ['operator'],
  query: listApplicationsQuery,
  response: z.object({ data: z.array(application), meta: paginationMeta }),
});

export const applicationDetail = endpoint({
  method: 'GET',
  path: '/api/v1/operator/applications/{applicationId}',
  access: 'operator',
  roles: readers,
  owner: null,
  summary: 'One application with its duplicates and questions (404 when there is none)',
  tags: ['operator'],
  params: applicationParams,
  response: dataEnvelope(application),
});

export const approveApplication = endpoint({
  method: 'POST',
  path: '/api/v1/operator/applications/{applicationId}/approve',
  access: 'operator',
  roles: ['marketing'],
  owner: null,
  summary:
    'Approves an application with a deal: the affiliate is created with the username and password they chose and mailed. 409 when the email is not confirmed, the application was decided, or the username or email was taken meanwhile; 422 on `deal`; audited',
  tags: ['operator'],
  params: applicationParams,
  body: approveApplicationRequest,
  response: dataEnvelope(application),
});

export const rejectApplication = endpoint({
  method: 'POST',
  path: '/api/v1/operator/applications/{applicationId}/reject',
  access: 'operator',
  roles: ['marketing'],
  owner: null,
  summary:
    'Rejects an application with a reason, mailed to the applicant (409 when it was decided already); audited',
  tags: ['operator'],
  params: applicationParams,
  body: rejectApplicationRequest,
  response: dataEnvelope(application),
});

export const askApplicant = endpoint({
  method: 'POST',
  path: '/api/v1/operator/applications/{applicationId}/question',
  access: 'operator',
  roles: ['marketing'],
  owner: null,
  summary:
    'Asks the applicant a question, mailed with a link to answer it; the application waits for the answer (409 when decided or unconfirmed); audited',
  tags: ['operator'],
  params: applicationParams,
  body: askApplicantRequest,
  response: dataEnvelope(application),
});
