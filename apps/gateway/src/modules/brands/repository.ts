import type { Queryable } from '../../db/database.ts';
import type { BrandsTable } from '../../db/schema-types.ts';

export type BrandRow = BrandsTable;

const columns =
  'code, name, currency, landing_url, logo_url, open_to_affiliates, is_first, created_at, updated_at';

/** Every brand: the first brand first, then by name. */
export async function listBrands(db: Queryable): Promise<BrandRow[]> {
  return (await db.query<BrandRow>(`SELECT ${columns} FROM brands ORDER BY is_first DESC, lower(name), code`))
    .rows;
}

/** The currencies of the program's brands, alphabetical: those an affiliate may be paid in. */
export async function brandCurrencies(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ currency: string }>(
    'SELECT DISTINCT currency FROM brands ORDER BY currency',
  );
  return rows.map((row) => row.currency);
}

/** One brand; `FOR UPDATE` locks it for an edit (two admins editing at once are applied one after the other). */
export async function findBrand(db: Queryable, code: string, lock = false): Promise<BrandRow | null> {
  return db.maybeOne<BrandRow>(`SELECT ${columns} FROM brands WHERE code = $1${lock ? ' FOR UPDATE' : ''}`, [
    code,
  ]);
}

export interface NewBrand {
  code: string;
  name: string;
  currency: string;
  landingUrl: string;
  logoUrl: string | null;
  openToAffiliates: boolean;
  at: Date;
}

/** A new brand; null when the code is taken (the primary key settles two admins racing). */
export async function insertBrand(db: Queryable, brand: NewBrand): Promise<BrandRow | null> {
  return db.maybeOne<BrandRow>(
    `INSERT INTO brands (code, name, currency, landing_url, logo_url, open_to_affiliates, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7) ON CONFLICT (code) DO NOTHING RETURNING ${columns}`,
    [
      brand.code,
      brand.name,
      brand.currency,
      brand.landingUrl,
      brand.logoUrl,
      brand.openToAffiliates,
      brand.at,
    ],
  );
}

export interface BrandChange {
  name: string;
  currency: string;
  landingUrl: string | null;
  logoUrl: string | null;
  openToAffiliates: boolean;
  at: Date;
}

/** Writes every field but the code (the caller has merged the edit into the locked row). */
export async function updateBrand(db: Queryable, code: string, change: BrandChange): Promise<BrandRow> {
  return db.one<BrandRow>(
    `UPDATE brands SET name = $2, currency = $3, landing_url = $4, logo_url = $5, open_to_affiliates = $6, updated_at = $7
     WHERE code = $1 RETURNING ${columns}`,
    [
      code,
      change.name,
      change.currency,
      change.landingUrl,
      change.logoUrl,
      change.openToAffiliates,
      change.at,
    ],
  );
}

/**
 * Whether the brand has figures stored in its currency: any player (activity always belongs to a
 * player).
 */
export async function brandHasPlayers(db: Queryable, code: string): Promise<boolean> {
  const row = await db.one<{ used: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM players WHERE brand = $1) AS used',
    [code],
  );
  return row.used;
}
