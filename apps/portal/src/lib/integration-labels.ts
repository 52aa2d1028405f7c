import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PersonalTokenScope } from '@affiliate/contract/common/endpoint';
import type { PostbackEvent } from '@affiliate/contract/endpoints/postbacks';
import { labelsInLanguage } from './i18n/labels-in-language';

/** How the portal and the operator console name each postback event. */
export const postbackEventMessages: Readonly<Record<PostbackEvent, MessageDescriptor>> = {
  registration: msg`Registration`,
  first_deposit: msg`First deposit`,
  qualified_cpa: msg`Qualified CPA`,
  commission_credited: msg`Commission credited`,
};

/** How the portal and the operator console name each scope of a personal API token. */
export const tokenScopeMessages: Readonly<Record<PersonalTokenScope, MessageDescriptor>> = {
  'reports:read': msg`Reports`,
  'players:read': msg`Players`,
};

/** The same names as texts in the language shown when read (read them while rendering). */
export const postbackEventLabels = labelsInLanguage(postbackEventMessages);
export const tokenScopeLabels = labelsInLanguage(tokenScopeMessages);
