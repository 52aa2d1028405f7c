import type { OperatorRole } from '@affiliate/contract/common/endpoint';

/** How the console names each role, and what the role is for (the invite form's hint). */
export const roleNames: Record<OperatorRole, string> = {
  admin: 'Admin',
  finance: 'Finance',
  support: 'Support',
  marketing: 'Marketing',
};

export const roleDescriptions: Record<OperatorRole, string> = {
  admin: 'Everything, including operators and program settings.',
  finance: 'Withdrawals, adjustments, commission, rates and payout options.',
  support: 'Tickets and identity reviews; affiliates read-only.',
  marketing: 'Banners and broadcasts; affiliates read-only.',
};
