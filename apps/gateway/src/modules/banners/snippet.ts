import { escapeHtml } from '../../http/html-escape.ts';

/**
 * The HTML an affiliate pastes into its site. Every value is escaped for where it lands: URL components
 * were encoded when the addresses were built (referral-codes/tracking-link.ts), and each whole address, the alt text
 * and the link text are HTML-escaped here, inside double-quoted attributes or as text. The link opens
 * in a new tab, marked sponsored (search engines' rule for paid links) and without an opener.
 */

const LINK_ATTRIBUTES = 'target="_blank" rel="sponsored noopener"';

export type SnippetCreative =
  | { kind: 'image'; imageUrl: string; width: number; height: number; alt: string }
  | { kind: 'text'; text: string };

export function bannerSnippetHtml(trackingUrl: string, creative: SnippetCreative): string {
  const open = `<a href="${escapeHtml(trackingUrl)}" ${LINK_ATTRIBUTES}>`;
  if (creative.kind === 'text') return `${open}${escapeHtml(creative.text)}</a>`;
  const image = `<img src="${escapeHtml(creative.imageUrl)}" width="${creative.width}" height="${creative.height}" alt="${escapeHtml(creative.alt)}" style="border:0">`;
  return `${open}${image}</a>`;
}
