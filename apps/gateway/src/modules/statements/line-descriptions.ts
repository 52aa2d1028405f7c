import { payoutOptions, type PaymentOptionType, type Statement } from '@affiliate/contract';
import { displayMonthIn } from '../../calendar/display-dates-in.ts';
import type { Queryable } from '../../db/database.ts';
import { translate, type Language } from '../../i18n/translate.ts';
import { isSubEarningsLine, subEarningsDescriptions } from './sub-earnings-lines.ts';

/**
 * The statement's lines in a language (issue 37): the ledger keeps each posting's description in English,
 * as the gateway wrote it; in another language a line the gateway wrote is written again from its facts —
 * a withdrawal's number, option, outcome and payout reference, a commission's month — and an operator's
 * adjustment or fee keeps the reason as typed. English is the ledger's text, untouched. The statement is
 * shared (caches/statement-cache.ts): the lines are copied, never changed.
 */

type StatementLine = Statement['lines'][number];

interface WithdrawalFacts {
  option: PaymentOptionType;
  status: string;
}

/** `w-12` or `w-12 (NT-7781)`: the line's reference as statement-service.ts writes it. */
function withdrawalOf(reference: string | null): { id: string; payoutReference: string | null } | null {
  const found = reference === null ? null : /^w-(\d+)(?: \((.*)\))?$/.exec(reference);
  return found ? { id: found[1]!, payoutReference: found[2] ?? null } : null;
}

function describe(
  line: StatementLine,
  language: Language,
  withdrawals: ReadonlyMap<string, WithdrawalFacts>,
): string {
  if (line.type === 'commission')
    return line.reference === null
      ? line.description
      : translate(language, 'transaction.commissionFor', { month: displayMonthIn(language, line.reference) });
  const withdrawal = withdrawalOf(line.reference);
  const facts = withdrawal && withdrawals.get(withdrawal.id);
  if (!withdrawal || !facts) return line.description;
  const values = { id: withdrawal.id, option: payoutOptions[facts.option].name };
  if (line.type === 'withdrawal_hold')
    return translate(language, 'statement.text.withdrawalRequested', values);
  if (line.type === 'withdrawal_paid' && withdrawal.payoutReference !== null)
    return translate(language, 'statement.text.withdrawalPaid', {
      ...values,
      reference: withdrawal.payoutReference,
    });
  if (line.type === 'withdrawal_released' && (facts.status === 'rejected' || facts.status === 'cancelled'))
    return translate(
      language,
      facts.status === 'rejected'
        ? 'statement.text.withdrawalRejected'
        : 'statement.text.withdrawalCancelled',
      values,
    );
  return line.description;
}

/** The statement with its lines' descriptions in `language`; English as it is. */
export async function statementInLanguage<S extends Pick<Statement, 'lines'>>(
  db: Queryable,
  affiliateId: number,
  statement: S,
  language: Language,
): Promise<S> {
  if (language === 'en') return statement;
  const ids = [...new Set(statement.lines.flatMap((line) => withdrawalOf(line.reference)?.id ?? []))];
  const { rows } =
    ids.length === 0
      ? { rows: [] }
      : await db.query<WithdrawalFacts & { id: string }>(
          `SELECT id::text AS id, payment_option_type AS option, status
           FROM withdrawals WHERE member_id = $1 AND id = ANY($2::bigint[])`,
          [affiliateId, ids],
        );
  const withdrawals = new Map(rows.map(({ id, ...facts }) => [id, facts]));
  // A parent's sub-affiliate lines (issue 38), written again from what the close recorded, in order.
  const subLines = await subEarningsDescriptions(db, affiliateId, statement.lines, language);
  let nextSubLine = 0;
  return {
    ...statement,
    lines: statement.lines.map((line) => ({
      ...line,
      description:
        isSubEarningsLine(line) && nextSubLine < subLines.length
          ? subLines[nextSubLine++]!
          : describe(line, language, withdrawals),
    })),
  };
}
