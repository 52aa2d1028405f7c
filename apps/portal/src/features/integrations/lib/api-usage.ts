// The header as the shell reads it: the variable is expanded there, never written here.
const AUTHORIZATION_HEADER = '"Authorization: Bearer $GOLDLINE_TOKEN"';

/**
 * The curl line an affiliate copies to read a report with a token: the last 7 days by sub-ID 1. The
 * token comes from an environment variable, never written into the line (it would land in the shell's
 * history and in screenshots).
 */
export function curlExample(origin: string, affiliateId: number, today: Date): string {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - 6 * 86_400_000).toISOString().slice(0, 10);
  const address = `"${origin}/api/v1/affiliate/${affiliateId}/reports?group=sub1&from=${from}&to=${to}"`;
  return ['curl', '-H', AUTHORIZATION_HEADER, address].join(' ');
}
