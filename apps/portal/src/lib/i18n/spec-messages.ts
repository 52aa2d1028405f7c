import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { messages } from '@affiliate/contract';

/**
 * The specification's strings the contract holds (`messages`), as catalog messages: English is the
 * contract's text word for word (lib/i18n/__tests__/spec-messages.test.ts holds them equal), the
 * other languages translate it. Screens show `i18n._(specMessages.x)`, never the contract's string.
 */
export const specMessages: Record<keyof typeof messages, MessageDescriptor> = {
  passwordUpdated: msg`Your password have been updated`,
  withdrawalSubmitted: msg`Your request has been submitted`,
  bannerDeleted: msg`Banner successfully deleted.`,
  contactSent: msg`Your message has been sent successfully! We will get back to you soon.`,
  contactDefaultError: msg`An error occurred while sending your message. Please try again later.`,
  contactCheckForm: msg`Please check your form data and try again.`,
  contactServerError: msg`Server error. Please try again later or contact support.`,
  playersFetchFailed: msg`Failed to fetch members`,
  expiredToken: msg`Expired Token!`,
  noToken: msg`No Token!`,
  sessionExpiredTitle: msg`Session Expired`,
  sessionExpiredText: msg`Your session has expired. Please relogin.`,
  sessionExpiredAction: msg`Login`,
  pleaseStandBy: msg`Please stand by`,
};
