/**
 * What of an audit row's `detail` the Audit screen may show. The writers promise never to store a
 * secret (`http/audit.ts`), and this list keeps that promise on the way out too: only the keys named
 * here, only scalar values, strings cut short; a key added to the trail later stays hidden until it is
 * added here. The status travels as the row's own field, the address hash never leaves.
 */
const SHOWN_KEYS = new Set([
  'method',
  'route',
  'url',
  'reason',
  'step',
  'role',
  'accountStatus',
  'email',
  'actor',
  'action',
  'purpose',
  'proof',
  'secondFactor',
  'type',
  'limit',
  'withdrawalId',
  'detailsId',
  'attemptId',
  'holdUntil',
  'expired',
  'revoked',
  'current',
  'abandoned',
  'started',
  'otherSessionsRevoked',
  'sessionsRevoked',
  'withinReuseLeeway',
  'postbackEvent',
  'host',
  'enabled',
  'secretCreated',
  'tokenId',
  'expiresInDays',
  'memberId',
  'amount',
  'ledgerKind',
  'inviter',
  'count',
  'emails',
  'brand',
  'changes',
  'termsVersion',
  'effectiveFrom',
  'toParent',
]);

const MAX_TEXT = 200;
/** Path parameters are ids and names (`withdrawalId`, `operatorId`, a setting's code), never free text. */
const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;
const PARAM_VALUE = /^[A-Za-z0-9._:-]{1,64}$/;

export type ShownDetail = Record<string, string | number | boolean>;

function scalar(value: unknown): string | number | boolean | undefined {
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'boolean') return value;
  return undefined;
}

export function shownDetail(detail: Record<string, unknown>): ShownDetail {
  const shown: ShownDetail = {};
  for (const [key, value] of Object.entries(detail)) {
    if (!SHOWN_KEYS.has(key)) continue;
    const kept = scalar(value);
    if (kept !== undefined) shown[key] = kept;
  }
  const params = detail.params;
  if (typeof params === 'object' && params !== null) {
    for (const [name, value] of Object.entries(params)) {
      if (PARAM_NAME.test(name) && PARAM_VALUE.test(String(value))) shown[`params.${name}`] = String(value);
    }
  }
  return shown;
}

/** The status a row recorded: an operator's answer, or a refusal's. */
export function recordedStatus(detail: Record<string, unknown>): number | null {
  const status = detail.status;
  return typeof status === 'number' && Number.isInteger(status) && status >= 100 && status < 600
    ? status
    : null;
}
