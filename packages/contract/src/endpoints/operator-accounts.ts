import { z } from 'zod';
import { endpoint, operatorRoles } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { email, existingPassword, isoDateTime, newPassword, sixDigitCode } from '../common/primitives.ts';
import { sessionParams, signedInSession } from './account-settings.ts';
import { consoleRefreshRequest, consoleSession } from './console-session.ts';

/**
 * The people who run the program in the operator console (/operator): invited by an admin, each with a
 * password and an authenticator, signed in with both. Their sessions rotate refresh tokens like the
 * affiliates' but are kept apart: an operator's token never opens the portal, an affiliate's never the
 * console. Machines keep the static operator tokens (see `operatorRoles`).
 */

export const operatorRole = z.enum(operatorRoles);

export const operatorId = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The secret of an invitation link. The link carries it after `#`, so it reaches neither the server's
 * logs nor a Referer; the console sends it in request bodies.
 */
export const invitationToken = z
  .string()
  .regex(
    /^[A-Za-z0-9_-]{32,64}$/,
    'This invitation link is not complete. Open the link from the invitation again.',
  );

export const operatorAccount = z.object({
  id: operatorId,
  email: z.string(),
  role: operatorRole,
  status: z.enum(['active', 'disabled']),
  createdAt: isoDateTime,
  lastSignInAt: isoDateTime.nullable(),
});
export type OperatorAccount = z.infer<typeof operatorAccount>;

/** What a link is for: joining the console, or setting up again an account whose sign-in an admin reset. */
export const invitationPurpose = z.enum(['join', 'reset']);

/** An invitation as its link opens it: who it is for, and the authenticator key to enrol. */
export const openedInvitation = z.object({
  email: z.string(),
  role: operatorRole,
  purpose: invitationPurpose,
  expiresAt: isoDateTime,
  authenticator: z.object({
    /** The key in base32, to type into an authenticator app that cannot scan. */
    secret: z.string(),
    /** The `otpauth://` address the QR code encodes. */
    otpauthUri: z.string(),
  }),
});
export type OpenedInvitation = z.infer<typeof openedInvitation>;

export const openInvitation = endpoint({
  method: 'POST',
  path: '/api/v1/operator/invitation/open',
  access: 'public',
  summary:
    'Open an operator invitation: who it is for and the authenticator key to enrol (404 once used, expired or unknown)',
  tags: ['operator console'],
  body: z.object({ token: invitationToken }),
  response: dataEnvelope(openedInvitation),
});

export const acceptInvitationRequest = z.object({
  token: invitationToken,
  password: newPassword,
  /** A current code of the authenticator enrolled with the invitation's key. */
  code: sixDigitCode,
});

export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/api/v1/operator/invitation/accept',
  access: 'public',
  summary:
    'Accept an invitation: set the password, prove the authenticator with a code, and sign in (the link then stops working)',
  tags: ['operator console'],
  body: acceptInvitationRequest,
  status: 201,
  response: dataEnvelope(consoleSession),
});

export const operatorSignInRequest = z.object({
  email: z.string().trim().min(1, 'Enter your email address.').max(254),
  password: existingPassword,
  code: sixDigitCode,
});

export const operatorSignIn = endpoint({
  method: 'POST',
  path: '/api/v1/operator/session',
  access: 'public',
  summary: 'Sign in to the operator console with email, password and an authenticator code',
  tags: ['operator console'],
  body: operatorSignInRequest,
  response: dataEnvelope(consoleSession),
});

export const operatorRefresh = endpoint({
  method: 'POST',
  path: '/api/v1/operator/session/refresh',
  access: 'public',
  summary: "Exchange an operator's refresh token for new tokens (rotation, as the affiliates' refresh)",
  tags: ['operator console'],
  body: consoleRefreshRequest,
  response: dataEnvelope(consoleSession),
});

export const operatorSignOut = endpoint({
  method: 'POST',
  path: '/api/v1/operator/session/end',
  access: 'public',
  summary: 'Sign out of the operator console: ends the sign-in the refresh token belongs to',
  tags: ['operator console'],
  body: consoleRefreshRequest,
  response: dataEnvelope(z.object({ signedOut: z.literal(true) })),
});

export const signedInOperator = endpoint({
  method: 'GET',
  path: '/api/v1/operator/me',
  access: 'operator',
  roles: ['finance', 'support', 'marketing'],
  actor: 'person',
  summary: 'The operator signed in to the console (a machine token has no account: 403)',
  tags: ['operator console'],
  response: dataEnvelope(operatorAccount),
});

const everyRole = ['finance', 'support', 'marketing'] as const;

/** The signed-in operator's own console sessions, shaped as the affiliates' (account-settings.ts). */
export const operatorSessionList = endpoint({
  method: 'GET',
  path: '/api/v1/operator/me/sessions',
  access: 'operator',
  roles: everyRole,
  actor: 'person',
  summary:
    "The signed-in operator's open console sessions, the current one flagged, most recently seen first (a machine token has none: 403)",
  tags: ['operator console'],
  response: dataEnvelope(z.array(signedInSession)),
});

export const endOperatorSession = endpoint({
  method: 'DELETE',
  path: '/api/v1/operator/me/sessions/{sessionId}',
  access: 'operator',
  roles: everyRole,
  owner: null,
  actor: 'person',
  summary:
    "Ends one of the signed-in operator's own console sessions (the current one too): refused at once on its next request; another's is not found",
  tags: ['operator console'],
  params: sessionParams,
  response: dataEnvelope(z.object({ revoked: z.literal(true), current: z.boolean() })),
});

export const invitationId = z.coerce.number().int().positive().max(2_147_483_647);

/** An invitation nobody accepted yet, as the admins' list shows it. */
export const pendingInvitation = z.object({
  id: invitationId,
  email: z.string(),
  role: operatorRole,
  purpose: invitationPurpose,
  expiresAt: isoDateTime,
  createdAt: isoDateTime,
  /** The admin who sent it; null when the server's command line (a machine's operator token) did. */
  invitedBy: z.object({ id: operatorId, email: z.string() }).nullable(),
});
export type PendingInvitation = z.infer<typeof pendingInvitation>;

export const operatorAccounts = endpoint({
  method: 'GET',
  path: '/api/v1/operator/operators',
  access: 'operator',
  roles: [],
  summary: 'Every operator account, and the invitations not yet accepted with who sent each',
  tags: ['operator console'],
  response: dataEnvelope(
    z.object({
      operators: z.array(operatorAccount),
      invitations: z.array(pendingInvitation),
    }),
  ),
});

export const inviteOperatorRequest = z.object({ email, role: operatorRole });

/** A link to give the person: an invitation's, or a sign-in reset's. */
export const operatorLink = z.object({
  email: z.string(),
  role: operatorRole,
  link: z.string(),
  expiresAt: isoDateTime,
});

export const inviteOperator = endpoint({
  method: 'POST',
  path: '/api/v1/operator/operators/invitations',
  access: 'operator',
  roles: [],
  summary:
    'Invite someone to the console: a single-use link on the public address, valid 72 hours (a new invitation to the same address replaces the last)',
  tags: ['operator console'],
  body: inviteOperatorRequest,
  status: 201,
  response: dataEnvelope(operatorLink),
});

export const resetOperatorSignIn = endpoint({
  method: 'POST',
  path: '/api/v1/operator/operators/{operatorId}/sign-in-reset',
  access: 'operator',
  roles: [],
  owner: null,
  summary:
    "Reset another operator's sign-in (a lost phone, a leaked password): their sessions end and their password stops working at once; a single-use link valid 72 hours sets a new password and authenticator on the same account",
  tags: ['operator console'],
  params: z.object({ operatorId }),
  status: 201,
  response: dataEnvelope(operatorLink),
});

export const operatorParams = z.object({ operatorId });

export const updateOperator = endpoint({
  method: 'PATCH',
  path: '/api/v1/operator/operators/{operatorId}',
  access: 'operator',
  owner: null,
  roles: [],
  summary:
    "Change an operator's role, or disable (ending their sessions) or re-enable the account; nobody changes their own",
  tags: ['operator console'],
  params: operatorParams,
  body: z
    .object({ role: operatorRole.optional(), status: z.enum(['active', 'disabled']).optional() })
    .refine((value) => value.role !== undefined || value.status !== undefined, {
      message: 'Give a role or a status.',
    }),
  response: dataEnvelope(operatorAccount),
});

export const invitationParams = z.object({ invitationId });

export const cancelInvitation = endpoint({
  method: 'DELETE',
  path: '/api/v1/operator/operators/invitations/{invitationId}',
  access: 'operator',
  owner: null,
  roles: [],
  summary:
    'Cancel an invitation or a sign-in reset link nobody has used yet: the link stops working at once (404 when none is pending)',
  tags: ['operator console'],
  params: invitationParams,
  response: dataEnvelope(z.object({ cancelled: z.literal(true), email: z.string() })),
});
