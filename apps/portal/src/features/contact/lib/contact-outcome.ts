import { i18n } from '@lingui/core';
import { isHttpResponse } from '@/lib/http-client';
import { specMessages } from '@/lib/i18n/spec-messages';

/** What the contact form tells the affiliate after sending: a success or an error dialog with this text. */
export interface ContactOutcome {
  sent: boolean;
  message: string;
}

/**
 * The contact-us messages by status: 400 asks to check the form,
 * 422 shows the server's message or the same default, 5xx is a server error, anything else (a network
 * failure: no status) the default error. The specification's texts in the portal's language at the time.
 */
export function contactOutcome(status: number | null, serverMessage?: string): ContactOutcome {
  if (status !== null && status >= 200 && status < 300)
    return { sent: true, message: i18n._(specMessages.contactSent) };
  if (status === 400) return { sent: false, message: i18n._(specMessages.contactCheckForm) };
  if (status === 422)
    return {
      sent: false,
      message: serverMessage?.trim() ? serverMessage : i18n._(specMessages.contactCheckForm),
    };
  if (status !== null && status >= 500 && status < 600)
    return { sent: false, message: i18n._(specMessages.contactServerError) };
  return { sent: false, message: i18n._(specMessages.contactDefaultError) };
}

/** The outcome of a failed send, from the rejection of the API client (the response, or none). */
export function contactFailure(reason: unknown): ContactOutcome {
  if (!isHttpResponse(reason)) return contactOutcome(null);
  const body = reason.data as { message?: unknown } | null;
  const serverMessage =
    typeof body === 'object' && body !== null && typeof body.message === 'string' ? body.message : undefined;
  return contactOutcome(reason.status, serverMessage);
}
