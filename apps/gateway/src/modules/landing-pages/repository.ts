import type { Queryable } from '../../db/database.ts';
import type { LandingPagesTable } from '../../db/schema-types.ts';

export type LandingPageRow = LandingPagesTable;

const columns = 'id, label, prefix, added_by, added_at';

/** Every allowed landing page, by label. */
export async function listLandingPages(db: Queryable): Promise<LandingPageRow[]> {
  return (await db.query<LandingPageRow>(`SELECT ${columns} FROM landing_pages ORDER BY lower(label), id`))
    .rows;
}

/** Only the prefixes: what the redirect compares a deep link's target with. */
export async function listPrefixes(db: Queryable): Promise<string[]> {
  return (await db.query<{ prefix: string }>('SELECT prefix FROM landing_pages ORDER BY id')).rows.map(
    (row) => row.prefix,
  );
}

/** A new page; null when the prefix is already allowed (the unique index settles two operators racing). */
export async function insertLandingPage(
  db: Queryable,
  page: { label: string; prefix: string; addedBy: string | null; at: Date },
): Promise<LandingPageRow | null> {
  return db.maybeOne<LandingPageRow>(
    `INSERT INTO landing_pages (label, prefix, added_by, added_at) VALUES ($1, $2, $3, $4) ON CONFLICT (prefix) DO NOTHING RETURNING ${columns}`,
    [page.label, page.prefix, page.addedBy, page.at],
  );
}

/** Deletes the page; the removed row, or null when there was none. */
export async function deleteLandingPage(db: Queryable, id: number): Promise<LandingPageRow | null> {
  return db.maybeOne<LandingPageRow>(`DELETE FROM landing_pages WHERE id = $1 RETURNING ${columns}`, [id]);
}
