import { roleAdmits, type OperatorRole } from '@affiliate/contract/common/endpoint';
import { revokeAffiliateApiToken } from '@affiliate/contract/endpoints/affiliate-integrations';
import { postAdjustment, setCommissionPlan } from '@affiliate/contract/endpoints/money-operator';
import { reverseCpa } from '@affiliate/contract/endpoints/cpa-reversals';
import { assignDeal } from '@affiliate/contract/endpoints/deals';
import { createAffiliate } from '@affiliate/contract/endpoints/operator';
import { suspendAffiliate } from '@affiliate/contract/endpoints/operator-affiliates';
import { setSubAffiliateParent } from '@affiliate/contract/endpoints/sub-affiliates';

/**
 * Which of the Affiliates screens' actions a role is offered: exactly those whose endpoint the contract
 * admits it to (`roleAdmits`), so the screen never offers what the gateway would refuse. Reactivating is
 * suspension's other half and goes with it.
 */
export interface AffiliateActions {
  create: boolean;
  suspend: boolean;
  adjust: boolean;
  changePlan: boolean;
  changeDeal: boolean;
  reverseCpa: boolean;
  revokeToken: boolean;
  /** Moving the affiliate under another parent, or detaching it. */
  moveParent: boolean;
}

export function affiliateActionsFor(role: OperatorRole | undefined): AffiliateActions {
  if (!role)
    return {
      create: false,
      suspend: false,
      adjust: false,
      changePlan: false,
      changeDeal: false,
      reverseCpa: false,
      revokeToken: false,
      moveParent: false,
    };
  return {
    create: roleAdmits(createAffiliate, role),
    suspend: roleAdmits(suspendAffiliate, role),
    adjust: roleAdmits(postAdjustment, role),
    changePlan: roleAdmits(setCommissionPlan, role),
    changeDeal: roleAdmits(assignDeal, role),
    reverseCpa: roleAdmits(reverseCpa, role),
    revokeToken: roleAdmits(revokeAffiliateApiToken, role),
    moveParent: roleAdmits(setSubAffiliateParent, role),
  };
}
