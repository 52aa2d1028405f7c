import type { PersonalTokenScope } from '@affiliate/contract/common/endpoint';
import type { PostbackEvent } from '@affiliate/contract/endpoints/postbacks';

/** How the portal and the operator console name each postback event. */
export const postbackEventLabels: Record<PostbackEvent, string> = {
  registration: 'Registration',
  first_deposit: 'First deposit',
  qualified_cpa: 'Qualified CPA',
  commission_credited: 'Commission credited',
};

/** How the portal and the operator console name each scope of a personal API token. */
export const tokenScopeLabels: Record<PersonalTokenScope, string> = {
  'reports:read': 'Reports',
  'players:read': 'Players',
};
