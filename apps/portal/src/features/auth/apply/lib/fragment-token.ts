/**
 * The token of a mailed link, from the address's fragment (`#token=…`): a fragment never reaches a server
 * or its logs, nor a Referer. Null when there is none or it is not of the contract's length (16–200).
 */
export function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim() ?? '';
  return token.length >= 16 && token.length <= 200 ? token : null;
}
