import type { AppConfig } from '../../config/app-config.ts';
import type { Queryable } from '../../db/database.ts';

/**
 * Reading the brands (migration 053) for what belongs to one: codes, links, banners, players. Read-only;
 * brands are added and edited by the operator's brands module. A brand's code never changes through the
 * API, so a code, banner or player keeps the brand it was given.
 */

export interface BrandRow {
  code: string;
  name: string;
  currency: string;
  /** Null only for the first brand: its page is the deployment's LANDING_URL. */
  landing_url: string | null;
  logo_url: string | null;
  open_to_affiliates: boolean;
  is_first: boolean;
}

const columns = 'code, name, trim(currency) AS currency, landing_url, logo_url, open_to_affiliates, is_first';
/** The first brand first (today's data), then the others in the order they were added. */
const order = 'ORDER BY is_first DESC, created_at, code';

export async function firstBrand(db: Queryable): Promise<BrandRow> {
  return db.one<BrandRow>(`SELECT ${columns} FROM brands WHERE is_first`);
}

/**
 * The brands an affiliate sees: those open to affiliates, and any other they already hold codes of (a
 * brand closed later still shows the codes and links published for it).
 */
export async function brandsOfAffiliate(db: Queryable, affiliateId: number): Promise<BrandRow[]> {
  const { rows } = await db.query<BrandRow>(
    `SELECT ${columns} FROM brands b
     WHERE b.open_to_affiliates OR EXISTS (SELECT 1 FROM referral_codes r WHERE r.member_id = $1 AND r.brand = b.code)
     ${order}`,
    [affiliateId],
  );
  return rows;
}

/** Every brand's landing page by code (null for the first brand's), for the redirect's short-lived copy. */
export async function brandLandingUrls(db: Queryable): Promise<Map<string, string | null>> {
  const { rows } = await db.query<{ code: string; landing_url: string | null }>(
    'SELECT code, landing_url FROM brands',
  );
  return new Map(rows.map((row) => [row.code, row.landing_url]));
}

/** Which of these codes name a brand. */
export async function existingBrandCodes(db: Queryable, codes: readonly string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const { rows } = await db.query<{ code: string }>('SELECT code FROM brands WHERE code = ANY($1::text[])', [
    [...new Set(codes)],
  ]);
  return new Set(rows.map((row) => row.code));
}

/** The address a brand's plain links lead to: its own page, the first brand's the deployment's landing page. */
export function brandLandingAddress(config: AppConfig, landingUrl: string | null): string {
  return landingUrl ?? config.landingUrl ?? `${config.publicUrl}/landing`;
}
