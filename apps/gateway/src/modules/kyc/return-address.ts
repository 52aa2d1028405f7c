/** The portal's page the provider sends the browser back to (the return addresses of /config.json). */
export const KYC_RETURN_PATH = '/kyc';

/**
 * Why `address` may not be a return address, or null: it must be the portal's own origin and kyc path,
 * so a verification can never send an affiliate's browser anywhere else.
 */
export function returnAddressProblem(publicUrl: string, address: string): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return 'Must be an absolute address.';
  }
  const own = new URL(publicUrl).origin;
  if (url.origin !== own || url.pathname !== KYC_RETURN_PATH || url.username || url.password || url.hash) {
    return `Must be an address of the portal's identity verification page (${own}${KYC_RETURN_PATH}).`;
  }
  return null;
}
