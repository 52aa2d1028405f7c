import type { Application } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { maskedAddress } from '../auth/masked-address.ts';
import { FREE_MAIL_DOMAINS, PLATFORM_HOSTS } from './shared-domains.ts';

/** The most duplicates shown per application: enough to judge by, bounded however common a value is. */
export const MAX_DUPLICATES = 20;

/** One duplicate as the console shows it (the contract's `applicationDuplicate`). */
type ApplicationDuplicate = Application['duplicates'][number];
type Reason = ApplicationDuplicate['reason'];

interface DuplicateRow {
  of: number;
  reason: Reason;
  value: string;
  member_id: number | null;
  username: string | null;
  application_id: number | null;
}

/**
 * Why each of these applications may be the same person or business as an existing affiliate or another
 * application, in one statement for all of them (a page of the queue asks once, not once per row):
 *
 * - the same email domain (`lower(split_part(email, '@', 2))`, indexed on both tables) as an affiliate or
 *   another application, free mail providers left out;
 * - the same address as another application; or the same network as a sign-in of an affiliate: a session
 *   keeps only its masked address (`198.51.100.•••`, auth/masked-address.ts), so the application's address
 *   is masked the same way and the match shown as that network;
 * - the same website host as another application (`website_hosts`, a GIN index), platforms where anyone has
 *   a page (YouTube, Instagram, Telegram…) left out.
 *
 * Payout details are not compared: an application carries none (an affiliate enters them after approval),
 * so there is nothing to match there.
 *
 * An affiliate who came through an application is named with it (member and application), so that pair is
 * one duplicate, not two; an application's own affiliate is never its duplicate. Each kind of match is
 * looked up at most MAX_DUPLICATES deep per application, and at most MAX_DUPLICATES are kept per
 * application: email domain first, then address, then website; affiliates before applications.
 */
export async function duplicatesOf(
  db: Queryable,
  applications: ReadonlyArray<{ id: number; ip: string }>,
): Promise<Map<number, ApplicationDuplicate[]>> {
  const ids = applications.map((a) => a.id);
  const found = new Map<number, ApplicationDuplicate[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return found;
  // What a sign-in from each application's address would have kept (null for no address we know how to mask).
  const networks = applications.map((a) => maskedAddress(a.ip));
  const { rows } = await db.query<DuplicateRow>(
    `WITH a AS (
       SELECT app.id, lower(split_part(app.email, '@', 2)) AS domain, app.ip, given.network, app.website_hosts,
              app.member_id
       FROM unnest($1::int[], $5::text[]) AS given(id, network)
       JOIN affiliate_applications app ON app.id = given.id
     ),
     -- The application each affiliate came through, if any (one pass over the applications).
     origin AS (
       SELECT member_id, min(id) AS application_id FROM affiliate_applications
       WHERE member_id IS NOT NULL GROUP BY member_id
     ),
     matches AS (
       SELECT a.id AS of, 'email_domain' AS reason, a.domain AS value, m.id AS member_id, m.username,
              origin.application_id
       FROM a CROSS JOIN LATERAL (
         SELECT id, username FROM members
         WHERE lower(split_part(email, '@', 2)) = a.domain AND id IS DISTINCT FROM a.member_id
           AND a.domain <> '' AND NOT a.domain = ANY($2::text[])
         ORDER BY id LIMIT $4
       ) m
       LEFT JOIN origin ON origin.member_id = m.id
       UNION ALL
       SELECT a.id, 'email_domain', a.domain, o.member_id, om.username, o.id
       FROM a CROSS JOIN LATERAL (
         SELECT id, member_id FROM affiliate_applications
         WHERE lower(split_part(email, '@', 2)) = a.domain AND id <> a.id
           AND a.domain <> '' AND NOT a.domain = ANY($2::text[])
         ORDER BY id DESC LIMIT $4
       ) o
       LEFT JOIN members om ON om.id = o.member_id
       UNION ALL
       SELECT a.id, 'ip', a.network, m.id, m.username, origin.application_id
       FROM a CROSS JOIN LATERAL (
         SELECT DISTINCT member_id FROM sessions
         WHERE ip = a.network AND member_id IS DISTINCT FROM a.member_id
         ORDER BY member_id LIMIT $4
       ) s
       JOIN members m ON m.id = s.member_id
       LEFT JOIN origin ON origin.member_id = m.id
       UNION ALL
       SELECT a.id, 'ip', a.ip, o.member_id, om.username, o.id
       FROM a CROSS JOIN LATERAL (
         SELECT id, member_id FROM affiliate_applications WHERE ip = a.ip AND id <> a.id ORDER BY id DESC LIMIT $4
       ) o
       LEFT JOIN members om ON om.id = o.member_id
       UNION ALL
       SELECT a.id, 'website', o.host, o.member_id, om.username, o.id
       FROM a CROSS JOIN LATERAL (
         SELECT h.host, other.id, other.member_id
         FROM unnest(a.website_hosts) AS h(host)
         JOIN affiliate_applications other ON other.website_hosts @> ARRAY[h.host] AND other.id <> a.id
         WHERE NOT h.host = ANY($3::text[])
         ORDER BY other.id DESC LIMIT $4
       ) o
       LEFT JOIN members om ON om.id = o.member_id
     ),
     distinct_matches AS (
       SELECT DISTINCT ON (of, reason, value, member_id, application_id) * FROM matches
     ),
     ranked AS (
       SELECT *, row_number() OVER (
         PARTITION BY of
         ORDER BY CASE reason WHEN 'email_domain' THEN 0 WHEN 'ip' THEN 1 ELSE 2 END,
                  member_id IS NULL, application_id DESC NULLS LAST, member_id DESC
       ) AS rank
       FROM distinct_matches
     )
     SELECT of, reason, value, member_id, username, application_id FROM ranked WHERE rank <= $4
     ORDER BY of, rank`,
    [ids, FREE_MAIL_DOMAINS, PLATFORM_HOSTS, MAX_DUPLICATES, networks],
  );
  for (const row of rows)
    found.get(row.of)?.push({
      reason: row.reason,
      value: row.value,
      member_id: row.member_id,
      username: row.username,
      application_id: row.application_id,
    });
  return found;
}
