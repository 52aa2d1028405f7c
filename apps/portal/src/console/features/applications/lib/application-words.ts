import type { Application, messengerApps, TrafficSource } from '@affiliate/contract/endpoints/applications';

/** The traffic sources an applicant ticks, in the console's words. */
export const trafficSourceNames: Record<TrafficSource, string> = {
  seo: 'SEO',
  ppc: 'Paid search (PPC)',
  social: 'Social media',
  email: 'Email',
  streaming: 'Streaming',
  app: 'Apps',
  tipster: 'Tipster',
  comparison: 'Comparison site',
  other: 'Other',
};

export const messengerNames: Record<(typeof messengerApps)[number], string> = {
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  skype: 'Skype',
  discord: 'Discord',
  signal: 'Signal',
  other: 'Other',
};

type DuplicateReason = Application['duplicates'][number]['reason'];

/** Why an application may be the same person or business as another. */
export const duplicateReasonNames: Record<DuplicateReason, string> = {
  email_domain: 'Same email domain',
  ip: 'Same IP address',
  website: 'Same website',
};

/** The applicant's own name. */
export function personName(application: Pick<Application, 'first_name' | 'last_name'>): string {
  return `${application.first_name} ${application.last_name}`;
}

/** Who applied, as the queue and the page's title name them: the company when one applied, else the person. */
export function applicantName(
  application: Pick<Application, 'kind' | 'company_name' | 'first_name' | 'last_name'>,
): string {
  return application.kind === 'company' && application.company_name
    ? application.company_name
    : personName(application);
}

/** The traffic sources in words, in the order the applicant's form lists them. */
export function trafficSourcesText(sources: readonly TrafficSource[]): string {
  return sources.map((source) => trafficSourceNames[source]).join(', ');
}

/** Only web addresses become links (the gateway takes nothing else, but a link to `javascript:` must never be drawn). */
export function isWebAddress(value: string): boolean {
  return /^https?:\/\//i.test(value);
}
