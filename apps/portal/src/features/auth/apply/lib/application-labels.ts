import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { messengerApps, TrafficSource } from '@affiliate/contract/endpoints/applications';

/** What each of the contract's traffic sources means to an applicant. */
export const trafficSourceLabels: Record<TrafficSource, MessageDescriptor> = {
  seo: msg`Search engines (SEO)`,
  ppc: msg`Paid search and ads (PPC)`,
  social: msg`Social media`,
  email: msg`Email marketing`,
  streaming: msg`Streaming (Twitch, YouTube, Kick)`,
  app: msg`Mobile apps`,
  tipster: msg`Tips and predictions`,
  comparison: msg`Comparison and review sites`,
  other: msg`Other sources`,
};

export type MessengerApp = (typeof messengerApps)[number];

/** The messenger apps by their own names (the catalogs keep them as they are), and "another" in the language shown. */
export const messengerAppLabels: Record<MessengerApp, MessageDescriptor> = {
  telegram: msg`Telegram`,
  whatsapp: msg`WhatsApp`,
  skype: msg`Skype`,
  discord: msg`Discord`,
  signal: msg`Signal`,
  other: msg`Another app`,
};
