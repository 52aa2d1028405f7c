import { createHmac } from 'node:crypto';

/**
 * The signature header's value, Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<payload>">`,
 * one v1 per secret (the previous secret's beside the current one for 24 hours after a rotation). The
 * payload is the raw body of a POST, or the query string (after "?") of a GET.
 */
export function signatureHeader(unixSeconds: number, payload: string, secrets: readonly string[]): string {
  const signed = `${unixSeconds}.${payload}`;
  return [
    `t=${unixSeconds}`,
    ...secrets.map((secret) => `v1=${createHmac('sha256', secret).update(signed).digest('hex')}`),
  ].join(',');
}
