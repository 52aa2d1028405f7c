import type { Queryable } from '../../db/database.ts';
import type { MembersTable } from '../../db/schema-types.ts';

/** The affiliate's account as the portal and the console both show it. */
export type AffiliateAccountColumns = Pick<
  MembersTable,
  'id' | 'username' | 'email' | 'first_name' | 'last_name' | 'country' | 'currency' | 'enabled' | 'created_at'
>;

/** The preferences are a JSON object (jsonb, `{}` by default). */
export type AffiliateRow = AffiliateAccountColumns & { preferences: Record<string, unknown> };

export function findAffiliate(db: Queryable, id: number): Promise<AffiliateRow | null> {
  return db.maybeOne<AffiliateRow>(
    'SELECT id, username, email, first_name, last_name, country, currency, enabled, preferences, created_at FROM members WHERE id = $1',
    [id],
  );
}

export async function listAffiliateProducts(db: Queryable, affiliateId: number) {
  const { rows } = await db.query<{ id: number; code: string; name: string; url: string }>(
    `SELECT p.id, p.code, p.name, p.url FROM member_products mp JOIN products p ON p.id = mp.product_id
     WHERE mp.member_id = $1 ORDER BY mp.created_at, p.id`,
    [affiliateId],
  );
  return rows;
}

export interface NewAffiliateRow {
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  country: string;
  currency: string;
  preferences: Record<string, unknown>;
}

export async function insertAffiliateRow(
  db: Queryable,
  m: NewAffiliateRow,
): Promise<{ id: number; username: string }> {
  return db.one(
    `INSERT INTO members (username, email, password_hash, first_name, last_name, country, currency, preferences)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) RETURNING id, username`,
    [
      m.username,
      m.email,
      m.passwordHash,
      m.firstName,
      m.lastName,
      m.country,
      m.currency,
      JSON.stringify(m.preferences),
    ],
  );
}

/** Every product goes to a new affiliate: the brand's program promotes all of them. */
export async function assignAllProducts(db: Queryable, affiliateId: number): Promise<void> {
  await db.query(
    'INSERT INTO member_products (member_id, product_id) SELECT $1, id FROM products ON CONFLICT DO NOTHING',
    [affiliateId],
  );
}
