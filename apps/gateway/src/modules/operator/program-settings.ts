import type { ProgramSettings } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { maintenanceState } from '../settings/service.ts';
import { storedWithdrawalRule } from '../withdrawals/identity-rule.ts';

/**
 * The settings the console's Program settings screen edits, read from the modules that own them
 * (settings knows no module, so the operator's routes put them together).
 */
export async function programSettings(ctx: AppContext): Promise<ProgramSettings> {
  const [maintenance, identity] = await Promise.all([maintenanceState(ctx), storedWithdrawalRule(ctx.db)]);
  return {
    maintenance,
    withdrawal_identity: { rule: identity.rule, updated_at: identity.updatedAt?.toISOString() ?? null },
  };
}
