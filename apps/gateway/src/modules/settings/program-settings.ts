import type { ProgramSettings, WithdrawalIdentityRequirement } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { maintenanceState } from './service.ts';

/**
 * The brand's identity rule for withdrawals and when it was last set. The rule is withdrawals'
 * (withdrawals/identity-rule.ts, which reads kyc), and settings knows no module, so the app hands the
 * reader in (app-modules.ts).
 */
export type StoredWithdrawalRule = (
  db: Queryable,
) => Promise<{ rule: WithdrawalIdentityRequirement; updatedAt: Date | null }>;

/** The settings the console's Program settings screen edits. */
export async function programSettings(
  ctx: AppContext,
  storedWithdrawalRule: StoredWithdrawalRule,
): Promise<ProgramSettings> {
  const [maintenance, identity] = await Promise.all([maintenanceState(ctx), storedWithdrawalRule(ctx.db)]);
  return {
    maintenance,
    withdrawal_identity: { rule: identity.rule, updated_at: identity.updatedAt?.toISOString() ?? null },
  };
}
