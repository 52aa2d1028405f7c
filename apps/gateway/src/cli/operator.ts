/**
 * `npm run operator -- <command>`: run the affiliate program from a terminal.
 *
 * Embedded PGlite can be opened by one process only, so the CLI first asks a running gateway (its
 * operator API, with the operator token); when none answers it opens the database itself and calls
 * the same service functions.
 */
import { parseArgs } from 'node:util';
import {
  adjustmentRequest,
  answerTicketRequest,
  api,
  commissionPlan,
  periodParams,
  type CommissionPlanTerms,
  broadcastRequest,
  createAffiliateRequest,
  fillPath,
  MAINTENANCE_SETTING_CODE,
  operatorTicketsQuery,
  withdrawalStatus,
  type AddCatalogueBannerRequest,
  type AnswerTicketRequest,
  type CatalogueBanner,
  type ContactTicket,
  type ExchangeRate,
  paymentOptionType,
  type PaymentOptionType,
  rateAsset,
  type RateAsset,
  setRateRequest,
  updatePaymentOptionRequest,
  type WithdrawalStatus,
} from '@affiliate/contract';
import type { ledgerPosting, operatorWithdrawal as operatorWithdrawalSchema } from '@affiliate/contract';
import type { z } from 'zod';
import type { AppContext, Logger } from '../app-context.ts';
import { SignedInCache } from '../modules/auth/signed-in-cache.ts';
import { BrandNameCache } from '../modules/settings/brand-name-cache.ts';
import { operatorRates } from '../modules/payments/rates-source.ts';
import type { AppConfig } from '../config/app-config.ts';
import { ConfigError, loadConfig } from '../config/env.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { seedDemoData } from '../db/seed.ts';
import { ApiError } from '../http/api-error.ts';
import type { ClosePeriodResult } from '../modules/commission/service.ts';
import { operatorActions } from '../modules/operator/service.ts';
import { bannerUpload, catalogueLine, UploadError } from './banner-upload.ts';
import { ticketLines } from './ticket-lines.ts';
import { paymentOptionLine, rateLine, type MoneyCommand, type OperatorPaymentOption, type PaymentOptionChanges, type RateInput } from './money-lines.ts';
import { withdrawalLines } from './withdrawal-lines.ts';

const usage = `Usage: npm run operator -- <command> [options] [--json]

Commands:
  maintenance on|off                 show or hide the portal's maintenance screen
  broadcast --title T --body B       send a notification to every enabled affiliate
  create-affiliate --username U --email E --password P --first-name F --last-name L --country CC [--currency EUR]
  outbox [--to EMAIL] [--limit N]    list mail kept in the outbox (codes for password resets etc.)
  seed                               restore the demo affiliates and the demo banner catalogue (idempotent)
  banners list                       the banner catalogue, retired banners too
  banners add --name N --type image|animated|text --language LL SIZE=FILE ...
                                     add a banner, one creative per size (300x250=spring.svg 728x90=spring-wide.png;
                                     a text link: --text "Headline" or text=headline.txt)
  banners retire ID                  stop offering a banner (saved banners and published snippets keep working)
  tickets list [--status open|closed|all] [--limit N]
                                     contact tickets, newest first (open ones by default)
  tickets answer ID --text "..." [--keep-open]
                                     answer a ticket: the affiliate gets a notification and an email; closes it
  periods close YYYY-MM              close a finished month: credit each affiliate's commission and notify them (idempotent)
  commission-plan MEMBER_ID --revenue-share 0.30 --admin-fee 0.10 [--cpa 25 --cpa-min-deposit 20] [--no-carry-over]
                                     change an affiliate's plan; it applies from the first day of next month
  rates list                         the current rate of each asset against EUR, with its source, time and age
  rates set ASSET RATE [--source S]  record a rate (EUR per unit), e.g. rates set BITCOIN 85000.50
  payment-options list               the payout options with their limits (EUR) and network fees
  payment-options set TYPE [--min A] [--max A] [--enabled true|false] [--network-fee F]
                                     change an option, e.g. payment-options set BITCOIN --network-fee 0.00005
  kyc reviews                        identities waiting for a manual review, oldest first
  kyc approve ID                     verify the affiliate's identity after review (the affiliate is told)
  kyc refuse ID --reason "..."       refuse it with the reason the affiliate reads; a new attempt can start
  withdrawals list [--status pending|approved|paid|rejected|cancelled] [--limit N]
                                     the review queue, oldest first (every status without --status)
  withdrawals approve ID             approve a pending withdrawal (the amount stays held until paid)
  withdrawals reject ID --reason "..."
                                     reject a pending or approved withdrawal: the amount is released
  withdrawals pay ID --reference REF [--override-hold "..."]
                                     mark an approved withdrawal paid with the transaction hash or e-wallet reference;
                                     while the review hold of new payout details lasts, only with --override-hold and the reason
  withdrawals cancel ID --reason "..."
                                     cancel a pending or approved withdrawal: the amount is released
  adjust MEMBER_ID AMOUNT --reason "..." [--kind fee]
                                     credit (positive) or debit (negative) an affiliate's balance; a fee is negative
  token                              where the operator token is kept`;

// A debit's amount (`adjust 12 -50.00 ...`) would read as an unknown option: negative numbers are moved
// behind `--`, where they stay positionals. AMOUNT is the last positional, so the order is kept.
const argv = process.argv.slice(2);
const isNegativeNumber = (arg: string) => /^-\d+(\.\d+)?$/.test(arg);
const args = argv.includes('--') ? argv : [...argv.filter((a) => !isNegativeNumber(a)), '--', ...argv.filter(isNegativeNumber)];

const { values: opts, positionals } = parseArgs({
  args,
  allowPositionals: true,
  options: {
    json: { type: 'boolean', default: false },
    title: { type: 'string' },
    body: { type: 'string' },
    username: { type: 'string' },
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    country: { type: 'string' },
    currency: { type: 'string' },
    to: { type: 'string' },
    limit: { type: 'string' },
    name: { type: 'string' },
    type: { type: 'string' },
    language: { type: 'string' },
    text: { type: 'string' },
    status: { type: 'string' },
    reason: { type: 'string' },
    'override-hold': { type: 'string' },
    'keep-open': { type: 'boolean', default: false },
    'revenue-share': { type: 'string' },
    'admin-fee': { type: 'string' },
    cpa: { type: 'string', default: '0' },
    'cpa-min-deposit': { type: 'string', default: '0' },
    'no-carry-over': { type: 'boolean', default: false },
    source: { type: 'string' },
    min: { type: 'string' },
    max: { type: 'string' },
    enabled: { type: 'string' },
    'network-fee': { type: 'string' },
    reference: { type: 'string' },
    kind: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

class CliError extends Error {}

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

/** A failed validation or API answer, printed field by field. */
function describeError(body: { message?: string; errors?: Record<string, string[]> }): string {
  const lines = [body.message ?? 'Request failed.'];
  for (const [field, messages] of Object.entries(body.errors ?? {})) lines.push(`  ${field}: ${messages.join(' ')}`);
  return lines.join('\n');
}

interface Operator {
  via: string;
  maintenance(on: boolean): Promise<unknown>;
  broadcast(input: { title: string; body: string }): Promise<{ delivered: number }>;
  createAffiliate(input: unknown): Promise<{ id: number; username: string }>;
  outbox(filter: { to?: string; limit: number }): Promise<Array<{ id: number; to: string; subject: string; text: string; createdAt: string }>>;
  seed(): Promise<{ usernames: string[] }>;
  listBanners(): Promise<CatalogueBanner[]>;
  addBanner(input: AddCatalogueBannerRequest): Promise<CatalogueBanner>;
  retireBanner(id: number): Promise<CatalogueBanner>;
  tickets(filter: { status: 'open' | 'closed' | 'all'; limit: number }): Promise<ContactTicket[]>;
  answerTicket(id: number, input: AnswerTicketRequest): Promise<ContactTicket>;
  closePeriod(period: string): Promise<ClosePeriodResult>;
  setCommissionPlan(memberId: number, plan: CommissionPlanTerms): Promise<{ effective_from: string }>;
  rates(): Promise<ExchangeRate[]>;
  setRate(asset: RateAsset, input: RateInput): Promise<ExchangeRate>;
  paymentOptions(): Promise<OperatorPaymentOption[]>;
  updatePaymentOption(type: PaymentOptionType, input: PaymentOptionChanges): Promise<OperatorPaymentOption>;
  kycReviews(): Promise<KycReviewLine[]>;
  decideKyc(memberId: number, reason: string | null): Promise<{ verified: boolean; requires_manual: boolean }>;
  withdrawals(filter: { status?: WithdrawalStatus; limit: number }): Promise<OperatorWithdrawal[]>;
  moveWithdrawal(move: WithdrawalCommand): Promise<OperatorWithdrawal>;
  adjust(input: AdjustmentInput): Promise<LedgerPosting>;
  close(): Promise<void>;
}

type OperatorWithdrawal = z.infer<typeof operatorWithdrawalSchema>;
type AdjustmentInput = z.output<typeof adjustmentRequest>;
type LedgerPosting = z.infer<typeof ledgerPosting>;
/** A status change of `withdrawals approve|reject|pay|cancel`. */
type WithdrawalCommand =
  | { action: 'approve'; id: number }
  | { action: 'reject' | 'cancel'; id: number; reason: string }
  | { action: 'pay'; id: number; reference: string; overrideHold?: string };

async function findGateway(config: AppConfig): Promise<string | null> {
  const candidates = [...new Set([`http://127.0.0.1:${config.port}`, config.publicUrl])];
  for (const base of candidates) {
    try {
      await fetch(`${base}${api.health.health.path}`, { signal: AbortSignal.timeout(1500) });
      return base;
    } catch {
      // Not running there; try the next address.
    }
  }
  return null;
}

function viaApi(base: string, token: string): Operator {
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json().catch(() => ({}))) as { data?: T; message?: string; errors?: Record<string, string[]> };
    if (!response.ok) {
      const hint = response.status === 401 ? '\nThe gateway refused the operator token: start it with the same DATA_DIR or OPERATOR_TOKENS.' : '';
      throw new CliError(describeError(json) + hint);
    }
    return json.data as T;
  };
  return {
    via: `the running gateway at ${base}`,
    maintenance: async (on) => {
      const current = await call<Record<string, { app: Array<{ key: string; value: unknown }> }>>('GET', `${api.settings.settingAll.path}?filterByCode=${MAINTENANCE_SETTING_CODE}`);
      const others = (current[MAINTENANCE_SETTING_CODE]?.app ?? []).filter((entry) => entry.key !== 'affiliate');
      return call('PUT', fillPath(api.operator.putSetting.path, { code: MAINTENANCE_SETTING_CODE }), { app: [{ key: 'affiliate', value: on }, ...others] });
    },
    broadcast: (input) => call('POST', api.operator.broadcast.path, input),
    createAffiliate: (input) => call('POST', api.operator.createAffiliate.path, input),
    outbox: (filter) => call('GET', `${api.operator.outbox.path}?${new URLSearchParams({ limit: String(filter.limit), ...(filter.to && { to: filter.to }) })}`),
    seed: () => call('POST', api.operator.demoSeed.path),
    listBanners: () => call('GET', api.operator.listCatalogueBanners.path),
    addBanner: (input) => call('POST', api.operator.addCatalogueBanner.path, input),
    retireBanner: (id) => call('DELETE', fillPath(api.operator.retireCatalogueBanner.path, { bannerId: id })),
    tickets: (filter) => call('GET', `${api.operator.operatorTickets.path}?${new URLSearchParams({ status: filter.status, limit: String(filter.limit) })}`),
    answerTicket: (id, input) => call('POST', fillPath(api.operator.answerTicket.path, { ticketId: id }), input),
    closePeriod: (period) => call('POST', fillPath(api.operator.closePeriod.path, { period })),
    setCommissionPlan: (memberId, plan) => call('PUT', fillPath(api.operator.setCommissionPlan.path, { memberId }), plan),
    rates: () => call('GET', api.operator.operatorRateList.path),
    setRate: (asset, input) => call('PUT', fillPath(api.operator.setRate.path, { asset }), input),
    paymentOptions: () => call('GET', api.operator.operatorPaymentOptionList.path),
    updatePaymentOption: (type, input) => call('PUT', fillPath(api.operator.updatePaymentOption.path, { type }), input),
    kycReviews: () => call('GET', `${api.operator.kycReviews.path}?per_page=100`),
    decideKyc: (memberId, reason) =>
      reason === null
        ? call('POST', fillPath(api.operator.approveKyc.path, { memberId }))
        : call('POST', fillPath(api.operator.refuseKyc.path, { memberId }), { reason }),
    withdrawals: (filter) =>
      call('GET', `${api.operator.operatorWithdrawals.path}?${new URLSearchParams({ per_page: String(filter.limit), ...(filter.status && { status: filter.status }) })}`),
    moveWithdrawal: (move) => {
      const endpoint = { approve: api.operator.approveWithdrawal, reject: api.operator.rejectWithdrawal, pay: api.operator.payWithdrawal, cancel: api.operator.operatorCancelWithdrawal }[move.action];
      const body =
        move.action === 'pay'
          ? { payout_reference: move.reference, ...(move.overrideHold !== undefined && { override_hold: { reason: move.overrideHold } }) }
          : move.action === 'approve'
            ? undefined
            : { reason: move.reason };
      return call('POST', fillPath(endpoint.path, { withdrawalId: move.id }), body);
    },
    adjust: (input) => call('POST', api.operator.postAdjustment.path, input),
    close: async () => undefined,
  };
}

interface KycReviewLine {
  member_id: number;
  username: string;
  attempts: number;
  waiting_since: string;
  latest_attempt: { details: { callback: { verificationStatus: string | null } | null } } | null;
}

const kycReviewLine = (r: KycReviewLine) =>
  `#${r.member_id}  ${r.username}  waiting since ${r.waiting_since}  (${r.attempts} attempt(s); provider said ${r.latest_attempt?.details.callback?.verificationStatus ?? 'nothing'})`;

const quietLogger: Logger = { info: () => undefined, warn: (obj, msg) => console.warn(msg ?? '', obj), error: (obj, msg) => console.error(msg ?? '', obj) };

async function viaDatabase(config: AppConfig): Promise<Operator> {
  const db = await openDatabase(config.database);
  await migrate(db, async (tx) => void (await seedDemoData(tx)));
  const ctx: AppContext = { db, config, log: quietLogger, signedIn: new SignedInCache(), brandName: new BrandNameCache(), rates: operatorRates };
  const run = async <T>(work: () => Promise<T>) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ApiError) throw new CliError(describeError(error.toBody()));
      throw error;
    }
  };
  return {
    via: config.database.kind === 'pg' ? 'the PostgreSQL database directly' : `the embedded database in ${config.database.dataDir}`,
    maintenance: (on) => run(() => operatorActions.setMaintenance(ctx, on)),
    broadcast: (input) => run(() => operatorActions.broadcast(ctx, broadcastRequest.parse(input))),
    createAffiliate: (input) => run(() => operatorActions.createAffiliate(ctx, createAffiliateRequest.parse(input))),
    outbox: (filter) => run(() => operatorActions.outbox(ctx, filter)),
    seed: () => run(() => operatorActions.demoSeed(ctx)),
    listBanners: () => run(() => operatorActions.listBanners(ctx)),
    addBanner: (input) => run(() => operatorActions.addBanner(ctx, input)),
    retireBanner: (id) => run(() => operatorActions.retireBanner(ctx, id)),
    tickets: (filter) => run(() => operatorActions.tickets(ctx, filter)),
    answerTicket: (id, input) => run(() => operatorActions.answerTicket(ctx, id, input)),
    closePeriod: (period) => run(() => operatorActions.closePeriod(ctx, period)),
    setCommissionPlan: (memberId, plan) => run(() => operatorActions.setCommissionPlan(ctx, memberId, plan)),
    rates: () => run(() => operatorActions.rates(ctx)),
    setRate: (asset, input) => run(() => operatorActions.setRate(ctx, asset, input)),
    paymentOptions: () => run(() => operatorActions.paymentOptions(ctx)),
    updatePaymentOption: (type, input) => run(() => operatorActions.updatePaymentOption(ctx, type, input)),
    kycReviews: () => run(async () => (await operatorActions.kycReviews(ctx, { page: 1, per_page: 100 }, `${config.publicUrl}${api.operator.kycReviews.path}`)).data),
    decideKyc: (memberId, reason) => run(() => (reason === null ? operatorActions.approveKyc(ctx, memberId) : operatorActions.refuseKyc(ctx, memberId, reason))),
    withdrawals: (filter) => run(async () => (await operatorActions.withdrawals(ctx, { status: filter.status, page: 1, per_page: filter.limit })).data),
    moveWithdrawal: (move) =>
      run(() => {
        // Without a gateway there is no operator token to tell operators apart: the timeline says the CLI did it.
        const actor = 'operator:cli';
        if (move.action === 'approve') return operatorActions.approveWithdrawal(ctx, move.id, actor);
        if (move.action === 'pay') return operatorActions.payWithdrawal(ctx, move.id, move.reference, actor, move.overrideHold);
        if (move.action === 'reject') return operatorActions.rejectWithdrawal(ctx, move.id, move.reason, actor);
        return operatorActions.cancelWithdrawal(ctx, move.id, move.reason, actor);
      }),
    adjust: (input) => run(async () => (await operatorActions.postAdjustment(ctx, input, null, 'operator:cli')).body.data),
    close: () => db.close(),
  };
}

/** `rates set ASSET RATE` and `payment-options set TYPE ...`, checked with the contract's schemas before anything is sent. */
function readMoneyCommand(command: 'rates' | 'payment-options'): MoneyCommand {
  const [action, name, value] = positionals.slice(1);
  const problems = (error: { issues: Array<{ path: PropertyKey[]; message: string }> }) =>
    describeError({ message: 'Not valid:', errors: Object.fromEntries(error.issues.map((i) => [i.path.join('.') || 'value', [i.message]])) });
  if (action === 'list') return { kind: 'list' };
  if (command === 'rates' && action === 'set') {
    const asset = rateAsset.safeParse(name?.toUpperCase());
    if (!asset.success) fail(`Usage: npm run operator -- rates set ${rateAsset.options.join('|')} RATE [--source S]`);
    const input = setRateRequest.safeParse({ rate: value, ...(opts.source !== undefined && { source: opts.source }) });
    if (!input.success) fail(problems(input.error));
    return { kind: 'set-rate', asset: asset.data, input: input.data };
  }
  if (command === 'payment-options' && action === 'set') {
    const type = paymentOptionType.safeParse(name?.toUpperCase());
    if (!type.success) fail(`Usage: npm run operator -- payment-options set ${paymentOptionType.options.join('|')} [--min A] [--max A] [--enabled true|false] [--network-fee F]`);
    if (opts.enabled !== undefined && opts.enabled !== 'true' && opts.enabled !== 'false') fail('--enabled must be true or false.');
    const input = updatePaymentOptionRequest.safeParse({
      ...(opts.min !== undefined && { min_amount: opts.min }),
      ...(opts.max !== undefined && { max_amount: opts.max }),
      ...(opts.enabled !== undefined && { enabled: opts.enabled === 'true' }),
      ...(opts['network-fee'] !== undefined && { network_fee: opts['network-fee'] }),
    });
    if (!input.success) fail(problems(input.error));
    if (Object.keys(input.data).length === 0) fail('Nothing to change: give --min, --max, --enabled or --network-fee.');
    return { kind: 'set-option', type: type.data, input: input.data };
  }
  return fail(`Usage: npm run operator -- ${command} list | set ...`);
}

function print(json: boolean, data: unknown, text: string) {
  console.log(json ? JSON.stringify(data, null, 2) : text);
}

async function main() {
  const command = positionals[0];
  if (!command || opts.help) {
    console.log(usage);
    return;
  }
  let loaded;
  try {
    loaded = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message, 2);
    throw error;
  }
  const { config, operatorTokenFile } = loaded;

  if (command === 'token') {
    const where = operatorTokenFile ? `The operator token is kept in ${operatorTokenFile} (readable by its owner only).` : 'The operator tokens come from the OPERATOR_TOKENS environment variable.';
    print(opts.json, { file: operatorTokenFile ?? null }, where);
    return;
  }

  // Validate locally first so mistakes are reported the same way in both modes.
  let affiliateInput: unknown;
  if (command === 'create-affiliate') {
    const parsed = createAffiliateRequest.safeParse({
      username: opts.username,
      email: opts.email,
      password: opts.password,
      firstName: opts['first-name'],
      lastName: opts['last-name'],
      country: opts.country?.toUpperCase(),
      currency: opts.currency?.toUpperCase(),
    });
    if (!parsed.success) fail(describeError({ message: 'The affiliate is not valid:', errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), [i.message]])) }));
    affiliateInput = parsed.data;
  }
  if (command === 'broadcast' && (!opts.title || !opts.body)) fail('broadcast needs --title and --body.');
  if (command === 'maintenance' && positionals[1] !== 'on' && positionals[1] !== 'off') fail('Usage: npm run operator -- maintenance on|off');
  const limit = opts.limit === undefined ? 20 : Number(opts.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) fail('--limit must be a whole number from 1 to 200.');
  let bannerInput: AddCatalogueBannerRequest | undefined;
  let bannerId: number | undefined;
  if (command === 'banners') {
    const action = positionals[1];
    if (action === 'add') {
      try {
        bannerInput = bannerUpload({ name: opts.name, type: opts.type, language: opts.language, text: opts.text }, positionals.slice(2));
      } catch (error) {
        if (error instanceof UploadError) fail(error.message);
        throw error;
      }
    } else if (action === 'retire') {
      bannerId = Number(positionals[2]);
      if (!Number.isInteger(bannerId) || bannerId < 1) fail('Usage: npm run operator -- banners retire ID');
    } else if (action !== 'list') {
      fail('Usage: npm run operator -- banners list | add ... | retire ID');
    }
  }
  let ticketStatus: 'open' | 'closed' | 'all' = 'open';
  let ticketAnswer: { id: number; input: AnswerTicketRequest } | undefined;
  if (command === 'tickets') {
    const action = positionals[1];
    if (action === 'list') {
      const parsed = operatorTicketsQuery.shape.status.safeParse(opts.status);
      if (!parsed.success) fail('--status must be open, closed or all.');
      ticketStatus = parsed.data;
    } else if (action === 'answer') {
      const id = Number(positionals[2]);
      if (!Number.isInteger(id) || id < 1) fail('Usage: npm run operator -- tickets answer ID --text "..." [--keep-open]');
      const parsed = answerTicketRequest.safeParse({ answer: opts.text ?? '', close: !opts['keep-open'] });
      if (!parsed.success) fail(describeError({ message: 'The answer is not valid:', errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), [i.message]])) }));
      ticketAnswer = { id, input: parsed.data };
    } else {
      fail('Usage: npm run operator -- tickets list [--status open|closed|all] | answer ID --text "..."');
    }
  }
  let period: string | undefined;
  if (command === 'periods') {
    const parsed = periodParams.safeParse({ period: positionals[2] });
    if (positionals[1] !== 'close' || !parsed.success) fail('Usage: npm run operator -- periods close YYYY-MM');
    period = parsed.data.period;
  }
  let planChange: { memberId: number; plan: CommissionPlanTerms } | undefined;
  if (command === 'commission-plan') {
    const memberId = Number(positionals[1]);
    if (!Number.isInteger(memberId) || memberId < 1) fail('Usage: npm run operator -- commission-plan MEMBER_ID --revenue-share 0.30 --admin-fee 0.10 ...');
    const parsed = commissionPlan.safeParse({
      revenue_share: opts['revenue-share'],
      admin_fee_rate: opts['admin-fee'],
      cpa_amount: opts.cpa,
      cpa_min_deposit: opts['cpa-min-deposit'],
      negative_carry_over: !opts['no-carry-over'],
    });
    if (!parsed.success) fail(describeError({ message: 'The plan is not valid:', errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), [i.message]])) }));
    planChange = { memberId, plan: parsed.data };
  }
  const money = command === 'rates' || command === 'payment-options' ? readMoneyCommand(command) : undefined;
  let kycDecision: { memberId: number; reason: string | null } | undefined;
  if (command === 'kyc') {
    const action = positionals[1];
    const memberId = Number(positionals[2]);
    if (action === 'approve' || action === 'refuse') {
      if (!Number.isInteger(memberId) || memberId < 1) fail(`Usage: npm run operator -- kyc ${action} ID${action === 'refuse' ? ' --reason "..."' : ''}`);
      const reason = action === 'refuse' ? (opts.reason ?? '').trim() : null;
      if (reason !== null && reason.length < 3) fail('kyc refuse needs --reason "..." (at least 3 characters): the affiliate reads it.');
      kycDecision = { memberId, reason };
    } else if (action !== 'reviews') {
      fail('Usage: npm run operator -- kyc reviews | approve ID | refuse ID --reason "..."');
    }
  }
  const withdrawalCommand = command === 'withdrawals' ? parseWithdrawalCommand() : undefined;
  const adjustment = command === 'adjust' ? parseAdjustment() : undefined;
  if (!['maintenance', 'broadcast', 'create-affiliate', 'outbox', 'seed', 'banners', 'tickets', 'periods', 'commission-plan', 'rates', 'payment-options', 'kyc', 'withdrawals', 'adjust'].includes(command)) fail(`Unknown command "${command}".\n\n${usage}`);

  const gateway = await findGateway(config);
  const operator = gateway ? viaApi(gateway, config.operatorTokens[0]!) : await viaDatabase(config);
  if (!opts.json) console.error(`(using ${operator.via})`);
  try {
    switch (command) {
      case 'maintenance': {
        const on = positionals[1] === 'on';
        const result = await operator.maintenance(on);
        print(opts.json, result, on ? 'Maintenance is ON: the portal shows its maintenance screen.' : 'Maintenance is OFF: the portal is open.');
        break;
      }
      case 'broadcast': {
        const result = await operator.broadcast({ title: opts.title!, body: opts.body! });
        print(opts.json, result, `Notification sent to ${result.delivered} affiliate(s).`);
        break;
      }
      case 'create-affiliate': {
        const result = await operator.createAffiliate(affiliateInput);
        print(opts.json, result, `Created affiliate ${result.username} (id ${result.id}).`);
        break;
      }
      case 'outbox': {
        const mails = await operator.outbox({ to: opts.to, limit });
        const text = mails.length
          ? mails.map((m) => `#${m.id}  ${m.createdAt}  to ${m.to}\n  ${m.subject}\n  ${m.text.replace(/\n/g, '\n  ')}`).join('\n\n')
          : 'The outbox is empty.';
        print(opts.json, mails, text);
        break;
      }
      case 'seed': {
        const result = await operator.seed();
        print(opts.json, result, `Demo affiliates ready: ${result.usernames.join(', ')} (sign in as demo / demo-partner-2026).`);
        break;
      }
      case 'banners': {
        if (bannerInput) {
          const banner = await operator.addBanner(bannerInput);
          print(opts.json, banner, `Added banner #${banner.id} "${banner.name}" (${banner.type}, ${banner.language}): ${banner.sizes}.`);
        } else if (bannerId !== undefined) {
          const banner = await operator.retireBanner(bannerId);
          print(opts.json, banner, `Retired banner #${banner.id} "${banner.name}": no longer offered; saved banners and published snippets keep working.`);
        } else {
          const banners = await operator.listBanners();
          print(opts.json, banners, banners.length ? banners.map(catalogueLine).join('\n') : 'The catalogue is empty.');
        }
        break;
      }
      case 'tickets': {
        if (ticketAnswer) {
          const ticket = await operator.answerTicket(ticketAnswer.id, ticketAnswer.input);
          print(opts.json, ticket, `Answered ticket #${ticket.id} (${ticket.status}); ${ticket.username} gets a notification and an email.`);
        } else {
          const tickets = await operator.tickets({ status: ticketStatus, limit });
          print(opts.json, tickets, tickets.length ? tickets.map(ticketLines).join('\n\n') : `No ${ticketStatus === 'all' ? '' : `${ticketStatus} `}tickets.`);
        }
        break;
      }
      case 'periods': {
        const result = await operator.closePeriod(period!);
        const text = result.closed_now
          ? `Closed ${result.period}: ${result.affiliates} affiliate(s), ${result.total_commission} credited in total, ${result.late_adjustments} late-activity line(s).`
          : `${result.period} was already closed (${result.closed_at}): nothing was credited again.`;
        print(opts.json, result, text);
        break;
      }
      case 'commission-plan': {
        const result = await operator.setCommissionPlan(planChange!.memberId, planChange!.plan);
        print(opts.json, result, `The new plan of affiliate ${planChange!.memberId} applies from ${result.effective_from}; the running period keeps its plan.`);
        break;
      }
      case 'rates': {
        if (money?.kind === 'set-rate') {
          const rate = await operator.setRate(money.asset, money.input);
          print(opts.json, rate, `Recorded: ${rateLine(rate)}`);
        } else {
          const rates = await operator.rates();
          print(opts.json, rates, rates.map(rateLine).join('\n'));
        }
        break;
      }
      case 'payment-options': {
        if (money?.kind === 'set-option') {
          const option = await operator.updatePaymentOption(money.type, money.input);
          print(opts.json, option, `Changed: ${paymentOptionLine(option)}`);
        } else {
          const options = await operator.paymentOptions();
          print(opts.json, options, options.map(paymentOptionLine).join('\n'));
        }
        break;
      }
      case 'kyc': {
        if (kycDecision) {
          const state = await operator.decideKyc(kycDecision.memberId, kycDecision.reason);
          const text = state.verified ? `Affiliate ${kycDecision.memberId} is verified; they get a notification and an email.` : `Refused affiliate ${kycDecision.memberId}'s identity; they get the reason by notification and email.`;
          print(opts.json, state, text);
        } else {
          const reviews = await operator.kycReviews();
          print(opts.json, reviews, reviews.length ? reviews.map(kycReviewLine).join('\n') : 'No identity is waiting for a manual review.');
        }
        break;
      }
      case 'withdrawals': {
        if (withdrawalCommand!.action === 'list') {
          const { status } = withdrawalCommand!;
          const list = await operator.withdrawals({ status, limit });
          print(opts.json, list, list.length ? list.map(withdrawalLines).join('\n\n') : `No ${status ?? ''} withdrawals.`.replace('  ', ' '));
        } else {
          const moved = await operator.moveWithdrawal(withdrawalCommand!);
          print(opts.json, moved, `Withdrawal #${moved.id} is now ${moved.status}; ${moved.username} gets a notification.`);
        }
        break;
      }
      case 'adjust': {
        const posting = await operator.adjust(adjustment!);
        print(opts.json, posting, `Posted ${posting.kind} ${posting.amount} for member ${posting.member_id}: available balance now ${posting.available_after}.`);
        break;
      }
    }
  } finally {
    await operator.close();
  }
}

const withdrawalUsage = 'Usage: npm run operator -- withdrawals list [--status S] | approve ID | reject ID --reason "..." | pay ID --reference REF [--override-hold "..."] | cancel ID --reason "..."';

function parseWithdrawalCommand(): WithdrawalCommand | { action: 'list'; status?: WithdrawalStatus } {
  const action = positionals[1];
  if (action === 'list') {
    if (opts.status === undefined) return { action };
    const parsed = withdrawalStatus.safeParse(opts.status);
    if (!parsed.success) fail(`--status must be one of ${withdrawalStatus.options.join(', ')}.`);
    return { action, status: parsed.data };
  }
  const id = Number(positionals[2]);
  if (!Number.isInteger(id) || id < 1) fail(withdrawalUsage);
  if (action === 'approve') return { action, id };
  if (action === 'pay') {
    if (!opts.reference?.trim()) fail('withdrawals pay needs --reference (the transaction hash or e-wallet reference).');
    const override = opts['override-hold'];
    if (override !== undefined && override.trim().length < 3) fail('--override-hold needs the reason (at least 3 characters): it is kept in the timeline.');
    return { action, id, reference: opts.reference, ...(override !== undefined && { overrideHold: override.trim() }) };
  }
  if (action === 'reject' || action === 'cancel') {
    if (!opts.reason?.trim()) fail(`withdrawals ${action} needs --reason (the affiliate reads it).`);
    return { action, id, reason: opts.reason };
  }
  return fail(withdrawalUsage);
}

function parseAdjustment(): AdjustmentInput {
  const parsed = adjustmentRequest.safeParse({ member_id: Number(positionals[1]), amount: positionals[2], kind: opts.kind, reason: opts.reason });
  if (!parsed.success) {
    fail(describeError({ message: 'Usage: npm run operator -- adjust MEMBER_ID AMOUNT --reason "..." [--kind fee]', errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), [i.message]])) }));
  }
  return parsed.data;
}

main().catch((error: unknown) => {
  fail(error instanceof CliError ? error.message : `The command failed: ${error instanceof Error ? error.message : String(error)}`);
});
