import type { MyTerms, TermsVersion } from '@affiliate/contract/endpoints/program-terms';
import type { RecordedRequest, StubReply } from './fetch-stub';

/** A version of the program's terms as the gateway answers it (its Markdown rendered). */
export function termsVersionFixture(version: number, effectiveFrom = '2026-11-01'): TermsVersion {
  return {
    version,
    body: `# Terms v${version}\n\nPay is monthly.`,
    body_html: `<h1>Terms v${version}</h1>\n<p>Pay is monthly.</p>\n`,
    effective_from: effectiveFrom,
    published_at: `${effectiveFrom}T09:00:00Z`,
  };
}

/**
 * The gateway's terms endpoints for one affiliate: version `inForce` in force, `accepted` the versions
 * they accepted; accepting any other version than the one in force is refused with 409.
 */
export function termsServer(inForce: number | null, accepted: number[] = []) {
  const acceptances = accepted.map((version) => ({
    version,
    accepted_at: '2026-11-02T10:00:00Z',
    ip: '203.0.113.7',
  }));
  const status = (): MyTerms => ({
    current: inForce === null ? null : termsVersionFixture(inForce),
    upcoming: null,
    must_accept: inForce !== null && !acceptances.some((a) => a.version === inForce),
    acceptances: [...acceptances].sort((a, b) => b.version - a.version),
  });
  return (request: RecordedRequest): StubReply | null => {
    if (request.method === 'GET' && request.url === '/api/v1/bo/me/terms')
      return { status: 200, data: { data: status() } };
    if (request.method === 'POST' && request.url === '/api/v1/bo/me/terms/accept') {
      const { version } = request.data as { version: number };
      if (version !== inForce)
        return {
          status: 409,
          data: {
            message: 'These are not the terms in force: read the current version and accept that one.',
          },
        };
      if (!acceptances.some((a) => a.version === version))
        acceptances.push({ version, accepted_at: '2026-12-04T10:00:00Z', ip: '198.51.100.9' });
      return { status: 200, data: { data: status() } };
    }
    return null;
  };
}
