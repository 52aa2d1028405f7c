import type { GatewayText } from './en.ts';

/** The gateway's texts in es (see en.ts): written for this product, not word by word. */
export const es: Record<GatewayText, string> = {
  'mail.subject': '{brand}: {title}',
  'mail.when': 'Cuándo: {when}',
};
