import type { Queryable } from '../../db/database.ts';
import { statementSourceSql } from './statement-repository.ts';

/**
 * The kept PDFs of closed months (migration 037) and what decides whether one still holds: what a
 * statement of the month is made of, read afresh in the same statement as the kept document.
 */

export interface DocumentSource {
  /** The affiliate's printed details, the month's postings (count:newest id), the opening's posting, the unposted commissions. */
  source: string;
  pdf: Buffer | null;
  rendered_from: string | null;
}

/** The month's source (statement-repository.ts) and the kept document, by primary key, in one statement. */
export function documentSource(
  db: Queryable,
  affiliateId: number,
  month: string,
  start: Date,
  end: Date,
): Promise<DocumentSource | null> {
  return db.maybeOne<DocumentSource>(
    `SELECT ${statementSourceSql('$3', '$4')} AS source,
            d.pdf, d.rendered_from
     FROM members m LEFT JOIN statement_documents d ON d.member_id = m.id AND d.month = $2::date
     WHERE m.id = $1`,
    [affiliateId, `${month}-01`, start, end],
  );
}

/**
 * The month's source and what its kept document was rendered from, without the document's bytes (for a
 * gateway that holds them already: statement-documents.ts).
 */
export function documentSourceOnly(
  db: Queryable,
  affiliateId: number,
  month: string,
  start: Date,
  end: Date,
): Promise<Omit<DocumentSource, 'pdf'> | null> {
  return db.maybeOne<Omit<DocumentSource, 'pdf'>>(
    `SELECT ${statementSourceSql('$3', '$4')} AS source, d.rendered_from
     FROM members m LEFT JOIN statement_documents d ON d.member_id = m.id AND d.month = $2::date
     WHERE m.id = $1`,
    [affiliateId, `${month}-01`, start, end],
  );
}

/** Keeps (or replaces) the month's document with what it was rendered from. */
export async function keepDocument(
  db: Queryable,
  affiliateId: number,
  month: string,
  pdf: Buffer,
  renderedFrom: string,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO statement_documents (member_id, month, pdf, rendered_from, rendered_at) VALUES ($1, $2::date, $3, $4, $5)
     ON CONFLICT (member_id, month) DO UPDATE SET pdf = excluded.pdf, rendered_from = excluded.rendered_from, rendered_at = excluded.rendered_at`,
    [affiliateId, `${month}-01`, pdf, renderedFrom, at],
  );
}
