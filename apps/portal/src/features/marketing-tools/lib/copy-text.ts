export type CopyOutcome = 'copied' | 'selected';

/**
 * Copies text to the clipboard. Where the Clipboard API is missing or refused (an insecure origin, a
 * denied permission), the text is selected in its field instead, and copied there when the browser still
 * allows the old copy command; 'selected' tells the user to press the copy keys themselves.
 */
export async function copyText(
  text: string,
  field?: HTMLInputElement | HTMLTextAreaElement | null,
): Promise<CopyOutcome> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return 'copied';
    }
  } catch {
    // Refused: fall back to selecting the text.
  }
  if (!field) return 'selected';
  field.focus();
  field.select();
  try {
    // Deprecated, but the only copy left where the Clipboard API is refused.
    return typeof document.execCommand === 'function' && document.execCommand('copy') ? 'copied' : 'selected';
  } catch {
    return 'selected';
  }
}
