import type { Queryable } from '../../db/database.ts';

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

/**
 * One primary-key read of the affiliate and of its kept document, and three index reads: the month's
 * postings counted on the (member_id, created_at, id) index alone, the posting the opening balance is
 * taken from, and the commissions closed in the month with nothing to credit.
 */
export function documentSource(db: Queryable, memberId: number, month: string, start: Date, end: Date): Promise<DocumentSource | null> {
  return db.maybeOne<DocumentSource>(
    `SELECT concat_ws(E'\\x1f', m.username, m.first_name, m.last_name, m.email, m.country, trim(m.currency),
              (SELECT count(*) || ':' || coalesce(max(t.id), 0) FROM ledger_transactions t
               WHERE t.member_id = m.id AND t.created_at >= $3 AND t.created_at < $4),
              (SELECT t.id FROM ledger_transactions t WHERE t.member_id = m.id AND t.created_at < $3
               ORDER BY t.created_at DESC, t.id DESC LIMIT 1),
              (SELECT count(*) FROM commissions c
               WHERE c.member_id = m.id AND c.ledger_transaction_id IS NULL AND c.created_at >= $3 AND c.created_at < $4)) AS source,
            d.pdf, d.rendered_from
     FROM members m LEFT JOIN statement_documents d ON d.member_id = m.id AND d.month = $2::date
     WHERE m.id = $1`,
    [memberId, `${month}-01`, start, end],
  );
}

/** Keeps (or replaces) the month's document with what it was rendered from. */
export async function keepDocument(db: Queryable, memberId: number, month: string, pdf: Buffer, renderedFrom: string, at: Date): Promise<void> {
  await db.query(
    `INSERT INTO statement_documents (member_id, month, pdf, rendered_from, rendered_at) VALUES ($1, $2::date, $3, $4, $5)
     ON CONFLICT (member_id, month) DO UPDATE SET pdf = excluded.pdf, rendered_from = excluded.rendered_from, rendered_at = excluded.rendered_at`,
    [memberId, `${month}-01`, pdf, renderedFrom, at],
  );
}
