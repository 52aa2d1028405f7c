import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../src/modules/auth/passwords.ts';

/**
 * Applications to join the program as the public form leaves them (issue 38), written straight to the
 * table so the console's queue can be tested on its own: the password hashed as registration hashes it,
 * the website hosts as it derives them (lower-cased, without "www."), a confirmed one with its email's
 * confirmation time.
 */
export interface ApplicationFixture {
  status?: 'unconfirmed' | 'pending' | 'awaiting_answer' | 'rejected';
  kind?: 'individual' | 'company';
  companyName?: string | null;
  firstName?: string;
  lastName?: string;
  email: string;
  username: string;
  password?: string;
  country?: string;
  currency?: string;
  language?: 'en' | 'pt-BR' | 'es' | 'de';
  websites?: string[];
  /** Where they applied from; an address no other application has by default. */
  ip?: string;
  /** How long ago they applied; a day by default. */
  appliedMsAgo?: number;
  termsVersion?: number | null;
  referredBy?: number | null;
}

export const APPLICANT_PASSWORD = 'chosen-partner-pass-2026';

/** The host a website is compared by, as registration stores it in `website_hosts`. */
export const websiteHost = (website: string) => new URL(website).hostname.toLowerCase().replace(/^www\./, '');

let hashed: Promise<string> | undefined;
let inserted = 0;

/** Inserts one application and returns its id. */
export async function insertApplication(app: FastifyInstance, fixture: ApplicationFixture): Promise<number> {
  const now = app.ctx.config.now().getTime();
  const appliedAt = new Date(now - (fixture.appliedMsAgo ?? 86_400_000));
  const status = fixture.status ?? 'pending';
  const password = fixture.password ?? APPLICANT_PASSWORD;
  // One argon2 hash for the usual password: the tests insert many applications.
  const passwordHash =
    password === APPLICANT_PASSWORD
      ? await (hashed ??= hashPassword(password))
      : await hashPassword(password);
  const websites = fixture.websites ?? [];
  inserted++;
  const { id } = await app.ctx.db.one<{ id: number }>(
    `INSERT INTO affiliate_applications (status, kind, company_name, first_name, last_name, email, username,
       password_hash, country, currency, language, websites, website_hosts, traffic_sources, traffic_description,
       messenger, heard_from, terms_version, referred_by, ip, applied_at, email_confirmed_at, decided_at,
       reject_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::text[], $13::text[], $14::text[], $15, $16::jsonb,
       $17, $18, $19, $20, $21, $22, $23, $24)
     RETURNING id`,
    [
      status,
      fixture.kind ?? 'individual',
      fixture.companyName ?? null,
      fixture.firstName ?? 'Ana',
      fixture.lastName ?? 'Lima',
      fixture.email,
      fixture.username,
      passwordHash,
      fixture.country ?? 'PT',
      fixture.currency ?? 'EUR',
      fixture.language ?? 'en',
      websites,
      [...new Set(websites.map(websiteHost))],
      ['seo', 'social'],
      'Casino reviews in Portuguese, 40,000 visits a month.',
      JSON.stringify({ app: 'telegram', handle: '@ana_media' }),
      'A conference',
      fixture.termsVersion ?? null,
      fixture.referredBy ?? null,
      fixture.ip ?? `10.0.${Math.floor(inserted / 250)}.${(inserted % 250) + 1}`,
      appliedAt,
      status === 'unconfirmed' ? null : new Date(appliedAt.getTime() + 60_000),
      status === 'rejected' ? new Date(appliedAt.getTime() + 120_000) : null,
      status === 'rejected' ? 'Not a fit.' : null,
    ],
  );
  return id;
}
