import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { email, isoDateTime, sixDigitCode } from '../common/primitives.ts';
import { languages } from '../common/languages.ts';
import { emailEvents, member } from './members.ts';

/**
 * The settings screen (/settings): the affiliate's own sign-ins, preferences and profile. Every
 * endpoint acts on the signed-in affiliate only; a session id of another affiliate is "not found".
 */

/** One signed-in session (a refresh-token family) of the signed-in affiliate. */
export const signedInSession = z.object({
  id: z.string().uuid(),
  /** The session making this request. */
  current: z.boolean(),
  /** A short label from the browser's user agent, e.g. "Chrome on Windows". */
  device: z.string(),
  /** The address it signed in from, partly hidden (e.g. `203.0.113.•••`); null when unknown. */
  ip: z.string().nullable(),
  created_at: isoDateTime,
  last_seen_at: isoDateTime,
});
export type SignedInSession = z.infer<typeof signedInSession>;

export const sessionList = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me/sessions',
  access: 'member',
  summary: "The signed-in affiliate's open sessions, the current one flagged, most recently seen first",
  tags: ['members'],
  response: dataEnvelope(z.array(signedInSession)),
});

/** Any id that is not one of the affiliate's open sessions is "not found", malformed ones too. */
export const sessionParams = z.object({ sessionId: z.string().min(1).max(64) });

export const revokeSession = endpoint({
  method: 'DELETE',
  path: '/api/v1/bo/me/sessions/{sessionId}',
  access: 'member',
  owner: null,
  summary: "Signs out one of the affiliate's own sessions (the current one too); refused at once everywhere",
  tags: ['members'],
  params: sessionParams,
  response: dataEnvelope(z.object({ revoked: z.literal(true), current: z.boolean() })),
});

export const revokeOtherSessions = endpoint({
  method: 'POST',
  path: '/api/v1/bo/me/sessions/revoke-others',
  access: 'member',
  summary: 'Signs out every session of the affiliate except the current one',
  tags: ['members'],
  response: dataEnvelope(z.object({ revoked: z.number().int().min(0) })),
});

/** The sessions of one device group on the settings screen (e.g. every "Chrome on Linux"). */
export const revokeSessionsRequest = z.object({
  sessionIds: z
    .array(z.string().uuid('Each session id must be a UUID.'))
    .min(1, 'Choose at least one session.')
    .max(200, 'At most 200 sessions at a time.'),
});
export type RevokeSessionsRequest = z.infer<typeof revokeSessionsRequest>;

export const revokeSessions = endpoint({
  method: 'POST',
  path: '/api/v1/bo/me/sessions/revoke',
  access: 'member',
  summary:
    "Signs out the listed sessions of the affiliate's own, never the current one; ids that are not open sessions of the affiliate are skipped",
  tags: ['members'],
  body: revokeSessionsRequest,
  response: dataEnvelope(z.object({ revoked: z.number().int().min(0) })),
});

/** An IANA time zone this runtime knows (the one the portal's select offers). */
export const ianaTimeZone = z
  .string()
  .trim()
  .min(1, 'Choose a time zone.')
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Choose a time zone from the list.');

/** One of the product's languages (issue 37). */
export const language = z.enum(languages, { error: 'Choose one of: en, pt-BR, es, de.' });

export const updatePreferencesRequest = z.object({
  /** The portal's, mails' and statements' language; absent leaves it as it is. */
  language: language.optional(),
  timezone: ianaTimeZone,
  /** Whether any email is sent at all. */
  emailNotifications: z.boolean(),
  /** Which events send an email (when emailNotifications is on). */
  emailEvents,
});
export type UpdatePreferencesRequest = z.infer<typeof updatePreferencesRequest>;

export const updatePreferences = endpoint({
  method: 'PUT',
  path: '/api/v1/bo/me/preferences',
  access: 'member',
  summary:
    "Saves the affiliate's language, time zone and which events send an email; answers the member with preferences",
  tags: ['members'],
  body: updatePreferencesRequest,
  response: dataEnvelope(member),
});

const personName = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(100, `${label} may not be longer than 100 characters.`)
    // Control characters and angle brackets have no place in a name and only help markup injection.
    .refine(
      (value) =>
        ![...value].some(
          (char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || char === '<' || char === '>',
        ),
      `${label} contains characters that are not allowed.`,
    );

export const updateProfileRequest = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequest>;

export const updateProfile = endpoint({
  method: 'PUT',
  path: '/api/v1/bo/me/profile',
  access: 'member',
  summary: "Saves the affiliate's name (email, country and currency are not changed here)",
  tags: ['members'],
  body: updateProfileRequest,
  response: dataEnvelope(member),
});

/**
 * Changing the email takes two steps: the current password and the new address send a 6-digit code to
 * the NEW address (proving it is the affiliate's); the code then makes the change, and the old address
 * is told. The address stays unchanged until the code is confirmed.
 */
export const requestEmailChangeRequest = z.object({
  email,
  password: z.string().min(1, 'Enter your current password.').max(128),
});
export type RequestEmailChangeRequest = z.infer<typeof requestEmailChangeRequest>;

export const requestEmailChange = endpoint({
  method: 'POST',
  path: '/api/v1/bo/me/email-change',
  access: 'member',
  summary:
    'Checks the current password and emails a 6-digit code (10 minutes, single use) to the new address',
  tags: ['members'],
  body: requestEmailChangeRequest,
  status: 202,
  response: dataEnvelope(z.object({ message: z.string(), expiresAt: isoDateTime })),
});

export const confirmEmailChangeRequest = z.object({ code: sixDigitCode });
export type ConfirmEmailChangeRequest = z.infer<typeof confirmEmailChangeRequest>;

export const confirmEmailChange = endpoint({
  method: 'POST',
  path: '/api/v1/bo/me/email-change/confirm',
  access: 'member',
  summary: 'Confirms the email change with the code sent to the new address; the old address is told',
  tags: ['members'],
  body: confirmEmailChangeRequest,
  response: dataEnvelope(member),
});
