/**
 * The identity provider's reject reasons, as the affiliate's verification page and the operator's review
 * read them: Netverify sends a code and a description as JSON, other providers a code or free text.
 */

function parsedReason(
  text: string,
): { rejectReasonCode?: unknown; rejectReasonDescription?: unknown } | null {
  if (!text.startsWith('{')) return null;
  try {
    return JSON.parse(text) as { rejectReasonCode?: unknown; rejectReasonDescription?: unknown };
  } catch {
    // Not JSON after all: shown as the provider wrote it.
    return null;
  }
}

/** A provider's reason code (`MANIPULATED_DOCUMENT`, or Netverify's JSON with a description) as words; free text as it is. */
export function readableRejectReason(rejectReason: string | null | undefined): string | null {
  const text = rejectReason?.trim();
  if (!text) return null;
  let described = text;
  const parsed = parsedReason(text);
  if (typeof parsed?.rejectReasonDescription === 'string' && parsed.rejectReasonDescription.trim())
    described = parsed.rejectReasonDescription.trim();
  if (/^[A-Z0-9]+(_[A-Z0-9]+)+$/.test(described)) {
    const words = described.toLowerCase().replace(/_/g, ' ');
    return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
  }
  return described;
}

/** Netverify's reason code (`100`), when the reason carries one. */
export function rejectReasonCode(rejectReason: string | null | undefined): string | null {
  const code = parsedReason(rejectReason?.trim() ?? '')?.rejectReasonCode;
  return typeof code === 'string' || typeof code === 'number' ? String(code) : null;
}
