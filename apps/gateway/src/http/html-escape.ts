const replacements: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Escapes text for HTML (and XML) text content and for a quoted attribute value, whichever quote the
 * attribute uses. The one escape function of every HTML the gateway writes (banner snippets, demo creatives, the landing page).
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => replacements[char]!);
}
