import { randomBytes } from 'node:crypto';
import type { Language, TrafficSource } from '@affiliate/contract';
import type { Queryable } from '../db/database.ts';
import { CONFIRMATION_TTL_MS, tokenHash, websiteHosts } from '../modules/applications/registration.ts';
import { DEMO_MANAGER, type DemoSub, type SeededSub } from './sub-affiliates.ts';

/**
 * The console's Applications queue as a program sees it (issue 38): four applications waiting — a
 * confirmed one from the email domain of an affiliate (a question asked and answered), one for the site
 * of an application rejected earlier and from its address, one waiting for the answer to a question, one
 * not confirmed yet — and the decided ones: each demo sub-affiliate's approval and a rejection with its
 * reason. Dated over the last weeks by the seed's clock, written in two statements, no mail sent.
 */

type Status = 'unconfirmed' | 'pending' | 'awaiting_answer' | 'approved' | 'rejected';

interface Question {
  question: string;
  askedHoursAgo: number;
  answer?: { text: string; hoursAgo: number };
}

interface DemoApplication {
  status: Status;
  kind: 'individual' | 'company';
  companyName?: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  country: string;
  currency: 'EUR' | 'BRL';
  language: Language;
  websites: string[];
  trafficSources: TrafficSource[];
  trafficDescription: string;
  messenger: { app: string; handle: string } | null;
  heardFrom: string;
  ip: string;
  appliedHoursAgo: number;
  /** Decided (approved or rejected) this many hours ago. */
  decidedHoursAgo?: number;
  rejectReason?: string;
  questions?: Question[];
}

/** Each sub's application as the applicant wrote it: what its approval came from. */
const subApplications: Record<
  string,
  Pick<
    DemoApplication,
    | 'kind'
    | 'companyName'
    | 'websites'
    | 'trafficSources'
    | 'trafficDescription'
    | 'messenger'
    | 'heardFrom'
    | 'ip'
  >
> = {
  slotsradar: {
    kind: 'company',
    companyName: 'Slotsradar Media GmbH',
    websites: ['https://www.slotsradar.example/'],
    trafficSources: ['seo', 'email'],
    trafficDescription:
      'German-language casino reviews and bonus comparisons, about 40,000 visits a month, and a weekly newsletter to 6,000 subscribers.',
    messenger: { app: 'telegram', handle: '@jonas_slotsradar' },
    heardFrom: 'Invited by Demo Partner',
    ip: '198.51.100.24',
  },
  palpitepro: {
    kind: 'individual',
    websites: ['https://palpitepro.example/futebol'],
    trafficSources: ['tipster', 'social'],
    trafficDescription:
      'Daily football tips for the Primeira Liga and the Brasileirão on the site and a Telegram channel of 3,500 members.',
    messenger: { app: 'telegram', handle: '@palpitepro' },
    heardFrom: 'A friend’s invite link',
    ip: '203.0.113.57',
  },
  oddsclub: {
    kind: 'company',
    companyName: 'Odds Club Media Ltd',
    websites: ['https://oddsclub.example/'],
    trafficSources: ['comparison', 'ppc'],
    trafficDescription:
      'Odds comparison for the Premier League and horse racing; paid search on generic betting terms only, never on brand names.',
    messenger: { app: 'whatsapp', handle: 'Odds Club desk' },
    heardFrom: 'Demo Partner’s newsletter',
    ip: '192.0.2.81',
  },
};

const subApplication = (sub: SeededSub, now: Date): DemoApplication => {
  const decidedHoursAgo = (now.getTime() - sub.joinedAt.getTime()) / 3_600_000;
  return {
    ...subApplications[sub.username]!,
    status: 'approved',
    firstName: sub.firstName,
    lastName: sub.lastName,
    email: sub.email,
    username: sub.username,
    country: sub.country,
    currency: 'EUR',
    language: sub.language,
    // Applied two days before the approval.
    appliedHoursAgo: decidedHoursAgo + 48,
    decidedHoursAgo,
  };
};

/** The waiting and rejected applications, each its own story. */
const otherApplications = (subs: readonly DemoSub[]): DemoApplication[] => [
  {
    // Rejected first; the same site came back under another name (below).
    status: 'rejected',
    kind: 'individual',
    firstName: 'Lucas',
    lastName: 'Pereira',
    email: 'lucas@apostaquente.example',
    username: 'apostaquente',
    country: 'BR',
    currency: 'BRL',
    language: 'pt-BR',
    websites: ['https://apostaquente.example/'],
    trafficSources: ['ppc'],
    trafficDescription:
      'Google Ads campaigns on betting keywords, brand names included, sending visitors to a bonus landing page.',
    messenger: null,
    heardFrom: 'Google',
    ip: '203.0.113.140',
    appliedHoursAgo: 19 * 24,
    decidedHoursAgo: 17 * 24,
    rejectReason:
      'We do not accept paid search on our brand names (brand bidding), and the site shows no age notice or responsible-gambling information.',
  },
  {
    // The same email domain as an affiliate: a colleague of the sub who runs slotsradar.example.
    status: 'pending',
    kind: 'individual',
    firstName: 'Max',
    lastName: 'Hoffmann',
    email: `max.hoffmann@${subs[0]!.email.split('@')[1]}`,
    username: 'bonusjaeger',
    country: 'AT',
    currency: 'EUR',
    language: 'de',
    websites: ['https://bonusjaeger.example/'],
    trafficSources: ['seo', 'ppc'],
    trafficDescription:
      'A bonus-hunting blog for players in Austria and Germany, starting a Google Ads campaign on generic casino keywords.',
    messenger: { app: 'telegram', handle: '@bonusjaeger' },
    heardFrom: 'A colleague at Slotsradar',
    ip: '198.51.100.77',
    appliedHoursAgo: 6 * 24,
    questions: [
      {
        question: 'Are you applying for Slotsradar Media or for a site of your own?',
        askedHoursAgo: 5 * 24,
        answer: {
          text: 'For my own site, bonusjaeger.example. I work at Slotsradar during the week, but the blog is mine alone.',
          hoursAgo: 4 * 24 + 20,
        },
      },
    ],
  },
  {
    // The rejected site again, from the same address, under another name.
    status: 'pending',
    kind: 'individual',
    firstName: 'Gabriel',
    lastName: 'Lima',
    email: 'gabriel.lima@correio.example',
    username: 'gabriellima',
    country: 'BR',
    currency: 'BRL',
    language: 'pt-BR',
    websites: ['https://apostaquente.example/bonus-boas-vindas'],
    trafficSources: ['social', 'ppc'],
    trafficDescription:
      'Instagram and TikTok pages about welcome bonuses, with ads sending visitors to the site.',
    messenger: { app: 'whatsapp', handle: 'Gabriel Lima' },
    heardFrom: 'Instagram',
    ip: '203.0.113.140',
    appliedHoursAgo: 2 * 24 + 5,
  },
  {
    status: 'awaiting_answer',
    kind: 'individual',
    firstName: 'Sofía',
    lastName: 'Martínez',
    email: 'sofia@sofiaslots.example',
    username: 'sofiaslots',
    country: 'ES',
    currency: 'EUR',
    language: 'es',
    websites: ['https://www.twitch.tv/sofiaslots', 'https://sofiaslots.example/'],
    trafficSources: ['streaming', 'social'],
    trafficDescription:
      'Live slot streams on Twitch four evenings a week, about 1,200 viewers at a time, mostly from Spain and Latin America.',
    messenger: { app: 'discord', handle: 'sofiaslots' },
    heardFrom: 'Another streamer',
    ip: '192.0.2.201',
    appliedHoursAgo: 5 * 24 + 3,
    questions: [
      {
        question:
          'Thank you for applying. Which countries do your viewers come from, and how do you keep viewers under 18 away from your streams?',
        askedHoursAgo: 3 * 24,
      },
    ],
  },
  {
    // Applied a few hours ago: the mailed code not entered yet.
    status: 'unconfirmed',
    kind: 'individual',
    firstName: 'Rafael',
    lastName: 'Souza',
    email: 'rafa@palpitesdorafa.example',
    username: 'palpitesdorafa',
    country: 'BR',
    currency: 'BRL',
    language: 'pt-BR',
    websites: ['https://palpitesdorafa.example/'],
    trafficSources: ['tipster'],
    trafficDescription: 'Football and UFC tips in Portuguese, with a YouTube channel of 18,000 subscribers.',
    messenger: { app: 'telegram', handle: '@palpitesdorafa' },
    heardFrom: 'YouTube',
    ip: '198.51.100.190',
    appliedHoursAgo: 3,
  },
];

const hoursBefore = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);
// Nobody holds the unconfirmed application's code or link: random hashes, so it waits as a real one does.
const unknownHash = () => tokenHash(randomBytes(32).toString('base64url'));

/** Writes the applications and their questions; the subs' approvals name the parent whose invite brought them. */
export async function seedDemoApplications(
  tx: Queryable,
  input: { parentId: number; subs: readonly SeededSub[]; passwordHash: string; now: Date },
): Promise<void> {
  const { now } = input;
  const parent = await tx.one<{ code: string }>(
    'SELECT sub_affiliate_code AS code FROM members WHERE id = $1',
    [input.parentId],
  );
  const memberOf = new Map(input.subs.map((sub) => [sub.username, sub]));
  const all = [...input.subs.map((sub) => subApplication(sub, now)), ...otherApplications(input.subs)];
  const rows = all.map((a) => {
    const applied = hoursBefore(now, a.appliedHoursAgo);
    const sub = memberOf.get(a.username);
    return {
      status: a.status,
      kind: a.kind,
      company_name: a.companyName ?? null,
      first_name: a.firstName,
      last_name: a.lastName,
      email: a.email,
      username: a.username,
      country: a.country,
      currency: a.currency,
      language: a.language,
      websites: a.websites,
      website_hosts: websiteHosts(a.websites),
      traffic_sources: a.trafficSources,
      traffic_description: a.trafficDescription,
      messenger: a.messenger,
      heard_from: a.heardFrom,
      ref_code: sub ? parent.code : null,
      referred_by: sub ? input.parentId : null,
      ip: a.ip,
      applied_at: applied,
      confirm_code_hash: a.status === 'unconfirmed' ? unknownHash() : null,
      confirm_token_hash: a.status === 'unconfirmed' ? unknownHash() : null,
      confirm_expires_at:
        a.status === 'unconfirmed' ? new Date(applied.getTime() + CONFIRMATION_TTL_MS) : null,
      // Confirmed within minutes of applying.
      email_confirmed_at: a.status === 'unconfirmed' ? null : new Date(applied.getTime() + 11 * 60_000),
      decided_at: a.decidedHoursAgo === undefined ? null : hoursBefore(now, a.decidedHoursAgo),
      decided_by: a.decidedHoursAgo === undefined ? null : DEMO_MANAGER,
      reject_reason: a.rejectReason ?? null,
      member_id: sub?.id ?? null,
      deal: sub?.deal ?? null,
    };
  });
  const { rows: inserted } = await tx.query<{ id: number; email: string }>(
    `INSERT INTO affiliate_applications (status, kind, company_name, first_name, last_name, email, username, password_hash,
       country, currency, language, websites, website_hosts, traffic_sources, traffic_description, messenger, heard_from,
       ref_code, referred_by, ip, applied_at, confirm_code_hash, confirm_token_hash, confirm_expires_at, email_confirmed_at,
       decided_at, decided_by, reject_reason, member_id, deal)
     SELECT status, kind, company_name, first_name, last_name, email, username, $2, country, currency, language, websites,
            website_hosts, traffic_sources, traffic_description, messenger, heard_from, ref_code, referred_by, ip, applied_at,
            confirm_code_hash, confirm_token_hash, confirm_expires_at, email_confirmed_at, decided_at, decided_by,
            reject_reason, member_id, deal
     FROM json_to_recordset($1::json) AS r (status text, kind text, company_name text, first_name text, last_name text,
       email text, username text, country text, currency text, language text, websites text[], website_hosts text[],
       traffic_sources text[], traffic_description text, messenger jsonb, heard_from text, ref_code text, referred_by int,
       ip text, applied_at timestamptz, confirm_code_hash text, confirm_token_hash text, confirm_expires_at timestamptz,
       email_confirmed_at timestamptz, decided_at timestamptz, decided_by text, reject_reason text, member_id int, deal text)
     RETURNING id, email`,
    [JSON.stringify(rows), input.passwordHash],
  );
  const idOf = new Map(inserted.map((row) => [row.email, row.id]));
  const questions = all.flatMap((a) =>
    (a.questions ?? []).map((q) => ({
      application_id: idOf.get(a.email)!,
      question: q.question,
      asked_at: hoursBefore(now, q.askedHoursAgo),
      // An open question's link was mailed (nobody here holds it); an answered one's is spent.
      token_hash: q.answer ? null : unknownHash(),
      answer: q.answer?.text ?? null,
      answered_at: q.answer ? hoursBefore(now, q.answer.hoursAgo) : null,
    })),
  );
  await tx.query(
    `INSERT INTO application_questions (application_id, question, asked_by, asked_at, token_hash, answer, answered_at)
     SELECT application_id, question, $2, asked_at, token_hash, answer, answered_at
     FROM json_to_recordset($1::json) AS r (application_id int, question text, asked_at timestamptz, token_hash text,
       answer text, answered_at timestamptz)`,
    [JSON.stringify(questions), DEMO_MANAGER],
  );
}
