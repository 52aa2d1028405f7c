/** The base32 key as people copy it by eye: groups of 4 (`JBSW Y3DP EHPK 3PXP`); apps ignore the spaces. */
export function groupAuthenticatorKey(secret: string): string {
  return (
    secret
      .replace(/\s+/g, '')
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  ).join(' ');
}
