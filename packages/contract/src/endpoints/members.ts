import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import {
  countryCode,
  currencyCode,
  existingPassword,
  isoDateTime,
  memberId,
  newPassword,
  withMatchingConfirmation,
} from '../common/primitives.ts';

/** The events that can send the affiliate an email, each on or off. */
export const emailEvents = z.object({
  withdrawal: z.boolean(),
  kyc: z.boolean(),
  commission: z.boolean(),
  security: z.boolean(),
  broadcast: z.boolean(),
});
export type EmailEvents = z.infer<typeof emailEvents>;

export const memberPreferences = z.object({
  language: z.string(),
  timezone: z.string(),
  theme: z.enum(['light', 'dark']),
  /** Whether any email is sent at all; `emailEvents` says which events when it is on. */
  emailNotifications: z.boolean(),
  emailEvents,
});
export type MemberPreferences = z.infer<typeof memberPreferences>;

/** The signed-in affiliate (the specification's Member). */
export const member = z.object({
  id: memberId,
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: countryCode,
  currency: z.object({ code: currencyCode, symbol: z.string() }),
  details: z.object({ enabled: z.boolean() }),
  createdAt: isoDateTime,
  /** Present with `include=preferences`. */
  preferences: memberPreferences.optional(),
});
export type Member = z.infer<typeof member>;

export const meQuery = z.object({ include: z.string().max(100).optional() });

export const me = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me',
  access: 'member',
  summary: 'The signed-in affiliate; `include=preferences` adds preferences',
  tags: ['members'],
  query: meQuery,
  response: dataEnvelope(member),
});

export const product = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  url: z.string(),
});
export type Product = z.infer<typeof product>;

export const products = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me/products',
  access: 'member',
  summary: "The brand's products the affiliate promotes; the portal stores the first",
  tags: ['members'],
  response: dataEnvelope(z.array(product)),
});

export const changePasswordRequest = withMatchingConfirmation(
  z.object({
    current_password: existingPassword,
    password: newPassword,
    password_confirmation: z.string().max(128),
  }),
);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const changePassword = endpoint({
  method: 'POST',
  path: '/api/v1/bo/me/change-password',
  access: 'member',
  summary: 'Change password; other sessions are signed out',
  tags: ['members'],
  body: changePasswordRequest,
  response: dataEnvelope(z.object({ message: z.string() })),
});
