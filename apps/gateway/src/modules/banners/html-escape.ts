const replacements: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for HTML (and XML) text content and for a quoted attribute value, whichever quote the
 * attribute uses. The one escape function of the banner snippets and the demo creatives.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => replacements[char]!);
}
