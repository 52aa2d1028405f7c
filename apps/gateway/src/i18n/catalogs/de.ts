import type { GatewayText } from './en.ts';

/** The gateway's texts in de (see en.ts): written for this product, not word by word. */
export const de: Record<GatewayText, string> = {
  'mail.subject': '{brand}: {title}',
  'mail.when': 'Wann: {when}',
};
