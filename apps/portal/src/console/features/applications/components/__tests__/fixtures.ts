import { dealSummary, type Application, type Deal, type DealDocument } from '@affiliate/contract';
import type { OperatorRole } from '@affiliate/contract/common/endpoint';
import { api, fillPath } from '@affiliate/contract';
import { stubFetch, type RecordedRequest, type StubReply } from '@/testing/fetch-stub';
import { operatorAccount } from '../../../../testing/render-console';

export const paths = {
  queue: api.applications.listApplications.path,
  detail: (id: number) => fillPath(api.applications.applicationDetail.path, { applicationId: id }),
  approve: (id: number) => fillPath(api.applications.approveApplication.path, { applicationId: id }),
  reject: (id: number) => fillPath(api.applications.rejectApplication.path, { applicationId: id }),
  ask: (id: number) => fillPath(api.applications.askApplicant.path, { applicationId: id }),
  deals: api.operator.listDeals.path,
};

/** A company's application in EUR, its email confirmed, waiting for a decision, with nothing found or asked. */
export function application(overrides: Partial<Application> = {}): Application {
  return {
    id: 41,
    status: 'pending',
    kind: 'company',
    company_name: 'Northwind Media',
    first_name: 'Nora',
    last_name: 'Lind',
    email: 'nora@northwind.example',
    email_confirmed_at: '2026-11-20T09:05:00.000Z',
    username: 'northwind',
    country: 'DE',
    currency: 'EUR',
    language: 'de',
    websites: ['https://northwind.example/casino', 'https://bonus.northwind.example'],
    traffic_sources: ['seo', 'social'],
    traffic_description: 'German casino reviews.\nAbout 40,000 visits a month.',
    messenger: { app: 'telegram', handle: '@nora_nw' },
    heard_from: 'A conference in Berlin',
    terms_version: 3,
    ip: '203.0.113.24',
    applied_at: '2026-11-20T09:00:00.000Z',
    referred_by: null,
    duplicates: [],
    messages: [],
    decided_at: null,
    decided_by: null,
    reject_reason: null,
    member_id: null,
    deal: null,
    ...overrides,
  };
}

/** Two matches: an affiliate on the same email domain who came through an application, and another application from the same address. */
export const duplicates: Application['duplicates'] = [
  { reason: 'email_domain', value: 'northwind.example', member_id: 7, username: 'demo', application_id: 12 },
  { reason: 'ip', value: '203.0.113.24', member_id: null, username: null, application_id: 39 },
  { reason: 'website', value: 'northwind.example', member_id: 9, username: 'rival', application_id: null },
];

/** A question answered, and one still open. */
export const messages: Application['messages'] = [
  {
    question: 'Which markets do you send traffic from?',
    asked_by: 'mia@goldline.example',
    asked_at: '2026-11-21T10:00:00.000Z',
    answer: 'Germany and Austria.\nSome Switzerland.',
    answered_at: '2026-11-21T18:30:00.000Z',
  },
  {
    question: 'Can you share a traffic report?',
    asked_by: 'ada@goldline.example',
    asked_at: '2026-11-22T08:00:00.000Z',
    answer: null,
    answered_at: null,
  },
];

const document = (name: string, currency: string, brand?: string): DealDocument => ({
  name,
  currency,
  ...(brand === undefined ? {} : { brand }),
  revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
  negative_carry_over: 'carry',
});

function deal(documentOfDeal: DealDocument, isDefault = false): Deal {
  const version = {
    version: 1,
    effective_from: '1900-01-01',
    document: documentOfDeal,
    summary: dealSummary(documentOfDeal),
    created_by: 'operator:fin@goldline.example',
    created_at: '2026-11-02T09:00:00.000Z',
  };
  return {
    name: documentOfDeal.name,
    current: version,
    versions: [version],
    affiliates: 0,
    is_default: isDefault,
  };
}

/**
 * The program's deals as listDeals answers them: the default (EUR) first, then by name — another EUR
 * deal for all brands, a EUR deal of one brand and a BRL deal (neither offered to a EUR applicant).
 */
export function deals(): Deal[] {
  return [
    deal(document('Standard EUR', 'EUR'), true),
    deal(document('Casino tiers 2027', 'EUR')),
    deal(document('Goldline VIP', 'EUR', 'goldline')),
    deal(document('Sports BRL', 'BRL')),
  ];
}

/** A page of the queue as the gateway answers it. */
export function pageOf(rows: Application[], { page = 1, total = rows.length, perPage = 25 } = {}): StubReply {
  return {
    status: 200,
    data: {
      data: rows,
      meta: {
        current_page: page,
        last_page: Math.max(1, Math.ceil(total / perPage)),
        per_page: perPage,
        total,
        from: rows.length ? (page - 1) * perPage + 1 : null,
        to: rows.length ? (page - 1) * perPage + rows.length : null,
        prev_page_url: null,
        next_page_url: null,
        links: [],
      },
    },
  };
}

export const one = (data: unknown): StubReply => ({ status: 200, data: { data } });

/** The gateway: the signed-in operator (marketing unless told), then `answer` for everything else (500 when it has none). */
export function gateway(
  answer: (request: RecordedRequest) => StubReply | undefined,
  role: OperatorRole = 'marketing',
) {
  return stubFetch((request) => {
    if (request.url === api.operatorConsole.signedInOperator.path)
      return { status: 200, data: { data: operatorAccount({ role, email: 'mia@goldline.example' }) } };
    return answer(request) ?? { status: 500, data: { message: 'Not stubbed.' } };
  });
}
