import type { GatewayText } from './en.ts';

/** The gateway's texts in pt-BR (see en.ts): written for this product, not word by word. */
export const ptBR: Record<GatewayText, string> = {
  'mail.subject': '{brand}: {title}',
  'mail.when': 'Quando: {when}',
};
