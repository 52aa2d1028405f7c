import { invitationToken } from '@affiliate/contract/endpoints/operator-accounts';

/**
 * The invitation's secret from the link's fragment (`/operator/invitation#<token>`): the fragment never
 * reaches the server's logs nor a Referer; the console sends it in request bodies only. Null when the
 * link was cut short or mangled.
 */
export function invitationTokenFrom(hash: string): string | null {
  const parsed = invitationToken.safeParse(hash.replace(/^#/, ''));
  return parsed.success ? parsed.data : null;
}
