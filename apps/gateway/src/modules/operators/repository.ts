import type { OperatorRole } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import type { OperatorsTable } from '../../db/schema-types.ts';

/** The operators row but who invited them, the role one of the roles its check constraint allows. */
export type OperatorRow = Omit<OperatorsTable, 'invited_by' | 'role'> & { role: OperatorRole };

const operatorColumns =
  'id, email, role, password_hash, totp_secret_sealed, totp_last_used_step, enabled, created_at, last_sign_in_at';

// Any constant: invitations, acceptances and account changes take it, so the checks they make (an
// address without an account, the last active admin) hold until they commit, on every replica.
const ACCOUNTS_LOCK_KEY = 727_274_023;

export async function lockAccounts(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [ACCOUNTS_LOCK_KEY]);
}

/** Case-insensitive (a unique lower() index). */
export function findOperatorByEmail(db: Queryable, email: string): Promise<OperatorRow | null> {
  return db.maybeOne<OperatorRow>(`SELECT ${operatorColumns} FROM operators WHERE lower(email) = lower($1)`, [
    email,
  ]);
}

export function findOperator(db: Queryable, id: number): Promise<OperatorRow | null> {
  return db.maybeOne<OperatorRow>(`SELECT ${operatorColumns} FROM operators WHERE id = $1`, [id]);
}

/** Sign-in's code checks and account changes of one operator run one at a time. */
export function lockOperator(tx: Queryable, id: number): Promise<OperatorRow | null> {
  return tx.maybeOne<OperatorRow>(`SELECT ${operatorColumns} FROM operators WHERE id = $1 FOR UPDATE`, [id]);
}

export async function listOperators(db: Queryable): Promise<OperatorRow[]> {
  return (await db.query<OperatorRow>(`SELECT ${operatorColumns} FROM operators ORDER BY lower(email)`)).rows;
}

/** An id taken before the insert, so a secret can be sealed bound to the row it goes into. */
export async function nextId(tx: Queryable, table: 'operators' | 'operator_invitations'): Promise<number> {
  return (await tx.one<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::int AS id`))
    .id;
}

export async function insertOperator(
  tx: Queryable,
  row: {
    id: number;
    email: string;
    role: OperatorRole;
    passwordHash: string;
    secretSealed: string;
    lastUsedStep: number;
    at: Date;
    invitedBy: number | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO operators (id, email, role, password_hash, totp_secret_sealed, totp_last_used_step, created_at, last_sign_in_at, invited_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7, $8)`,
    [
      row.id,
      row.email,
      row.role,
      row.passwordHash,
      row.secretSealed,
      row.lastUsedStep,
      row.at,
      row.invitedBy,
    ],
  );
}

/** A reset's end: the account's new password and authenticator, the enrolment's code step spent. */
export async function replaceCredentials(
  tx: Queryable,
  id: number,
  row: { passwordHash: string; secretSealed: string; lastUsedStep: number; at: Date },
): Promise<void> {
  await tx.query(
    'UPDATE operators SET password_hash = $2, totp_secret_sealed = $3, totp_last_used_step = $4, last_sign_in_at = $5 WHERE id = $1',
    [id, row.passwordHash, row.secretSealed, row.lastUsedStep, row.at],
  );
}

/** A reset's start: a password nobody knows (a real hash, so a sign-in attempt costs what any does). */
export async function replacePassword(tx: Queryable, id: number, passwordHash: string): Promise<void> {
  await tx.query('UPDATE operators SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}

/** Accepts a time step only if later than the last accepted one, in the statement that stores it. */
export async function acceptStep(tx: Queryable, id: number, step: number): Promise<boolean> {
  const result = await tx.query(
    'UPDATE operators SET totp_last_used_step = $2 WHERE id = $1 AND (totp_last_used_step IS NULL OR totp_last_used_step < $2)',
    [id, step],
  );
  return result.rowCount === 1;
}

export async function recordSignIn(tx: Queryable, id: number, at: Date): Promise<void> {
  await tx.query('UPDATE operators SET last_sign_in_at = $2 WHERE id = $1', [id, at]);
}

export async function updateOperator(
  tx: Queryable,
  id: number,
  change: { role: OperatorRole; enabled: boolean },
): Promise<void> {
  await tx.query('UPDATE operators SET role = $2, enabled = $3 WHERE id = $1', [
    id,
    change.role,
    change.enabled,
  ]);
}

export async function countActiveAdmins(tx: Queryable): Promise<number> {
  return (
    await tx.one<{ n: number }>("SELECT count(*)::int AS n FROM operators WHERE role = 'admin' AND enabled")
  ).n;
}

export interface InvitationRow {
  id: number;
  email: string;
  role: OperatorRole;
  totp_secret_sealed: string;
  created_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
  invited_by: number | null;
  /** The account a sign-in reset's link sets up again; null for an invitation. */
  resets_operator: number | null;
  /** The keyed hash of the address it was accepted from (audit.ts `hashIp`). */
  accepted_ip_hash: string | null;
}

const invitationColumns =
  'id, email, role, totp_secret_sealed, created_at, expires_at, accepted_at, invited_by, resets_operator, accepted_ip_hash';

/** A new invitation replaces the address's pending one (its link stops working). */
export async function removePendingInvitations(tx: Queryable, email: string): Promise<void> {
  await tx.query('DELETE FROM operator_invitations WHERE lower(email) = lower($1) AND accepted_at IS NULL', [
    email,
  ]);
}

export async function insertInvitation(
  tx: Queryable,
  row: {
    id: number;
    tokenHash: string;
    email: string;
    role: OperatorRole;
    secretSealed: string;
    at: Date;
    expiresAt: Date;
    invitedBy: number | null;
    resetsOperator?: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO operator_invitations (id, token_hash, email, role, totp_secret_sealed, created_at, expires_at, invited_by, resets_operator)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      row.id,
      row.tokenHash,
      row.email,
      row.role,
      row.secretSealed,
      row.at,
      row.expiresAt,
      row.invitedBy,
      row.resetsOperator ?? null,
    ],
  );
}

export function findInvitation(
  db: Queryable,
  tokenHash: string,
  forUpdate = false,
): Promise<InvitationRow | null> {
  return db.maybeOne<InvitationRow>(
    `SELECT ${invitationColumns} FROM operator_invitations WHERE token_hash = $1${forUpdate ? ' FOR UPDATE' : ''}`,
    [tokenHash],
  );
}

export async function markInvitationAccepted(
  tx: Queryable,
  id: number,
  operatorId: number,
  at: Date,
  ipHash: string | null,
): Promise<void> {
  await tx.query(
    'UPDATE operator_invitations SET accepted_at = $3, operator_id = $2, accepted_ip_hash = $4 WHERE id = $1',
    [id, operatorId, at, ipHash],
  );
}

/** An invitation nobody accepted yet, with the address of the admin who sent it (null: a machine's token). */
export type PendingInvitationRow = InvitationRow & { inviter_email: string | null };

/** The invitations nobody accepted yet, expired ones too (the admin sees they lapsed and invites again). */
export async function listPendingInvitations(db: Queryable): Promise<PendingInvitationRow[]> {
  return (
    await db.query<PendingInvitationRow>(
      `SELECT ${invitationColumns.replace(/(\w+)/g, 'i.$1')}, o.email AS inviter_email
         FROM operator_invitations i LEFT JOIN operators o ON o.id = i.invited_by
        WHERE i.accepted_at IS NULL ORDER BY i.created_at DESC`,
    )
  ).rows;
}

/** Cancels a pending invitation (its link stops working); the address it was for, or null when none was pending. */
export async function deletePendingInvitation(tx: Queryable, id: number): Promise<string | null> {
  const row = await tx.maybeOne<{ email: string }>(
    'DELETE FROM operator_invitations WHERE id = $1 AND accepted_at IS NULL RETURNING email',
    [id],
  );
  return row?.email ?? null;
}

/** Voids every pending invitation and reset link an operator sent: the addresses they were for. */
export async function deleteInvitationsSentBy(tx: Queryable, inviter: number): Promise<string[]> {
  return (
    await tx.query<{ email: string }>(
      'DELETE FROM operator_invitations WHERE invited_by = $1 AND accepted_at IS NULL RETURNING email',
      [inviter],
    )
  ).rows.map((row) => row.email);
}
