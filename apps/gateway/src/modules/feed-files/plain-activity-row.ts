import { activityRecord, type ActivityRecord } from '@affiliate/contract';

/**
 * The common activity row read without the contract's schema: every cell plainly what the schema takes
 * (a customer id of digits, a YYYY-MM-DD day, a three-letter currency, decimal amounts, none negative
 * but the win/loss), built into the record the schema would give. Any other row returns null and goes
 * to the schema, whose messages the file's report gives: this only spares the schema's cost, a third of
 * reading a file, on the rows it would pass anyway (test/feed-files-plain-row.test.ts holds the two to
 * the same records).
 */

const FIELDS = [
  'customer_id',
  'day',
  'currency',
  'deposits',
  'withdrawals',
  'turnover',
  'winloss',
  'bonuses',
] as const;

/** Up to 15 digits: within Number.MAX_SAFE_INTEGER, so the number is exact. */
const CUSTOMER_ID = /^\d{1,15}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURRENCY = /^[A-Z]{3}$/;
const AMOUNT = /^\d{1,15}(\.\d{1,8})?$/;
const SIGNED_AMOUNT = /^-?\d{1,15}(\.\d{1,8})?$/;

/** Whether the contract's activity record still has exactly these fields (else the schema reads every row). */
const sameFields =
  Object.keys(activityRecord.shape).length === FIELDS.length &&
  FIELDS.every((field) => field in activityRecord.shape);

/**
 * A reader of the file's rows by its header's column order, or null when the header is not the
 * record's fields each once (a header with problems is refused before any row is read).
 */
export function plainActivityReader(names: string[]): ((cells: string[]) => ActivityRecord | null) | null {
  if (!sameFields || names.length !== FIELDS.length) return null;
  const at = FIELDS.map((field) => names.indexOf(field));
  if (at.some((index) => index < 0)) return null;
  const [id, day, currency, deposits, withdrawals, turnover, winloss, bonuses] = at as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return (cells) => {
    const record: ActivityRecord = {
      customer_id: 0,
      day: cells[day] ?? '',
      currency: cells[currency] ?? '',
      deposits: cells[deposits] ?? '',
      withdrawals: cells[withdrawals] ?? '',
      turnover: cells[turnover] ?? '',
      winloss: cells[winloss] ?? '',
      bonuses: cells[bonuses] ?? '',
    };
    const customer = cells[id] ?? '';
    if (
      !CUSTOMER_ID.test(customer) ||
      !DAY.test(record.day) ||
      !CURRENCY.test(record.currency) ||
      !AMOUNT.test(record.deposits) ||
      !AMOUNT.test(record.withdrawals) ||
      !AMOUNT.test(record.turnover) ||
      !SIGNED_AMOUNT.test(record.winloss) ||
      !AMOUNT.test(record.bonuses)
    )
      return null;
    record.customer_id = Number(customer);
    return record.customer_id > 0 ? record : null;
  };
}
