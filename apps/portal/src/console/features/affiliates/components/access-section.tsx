import type { AffiliateRecord } from '@affiliate/contract/endpoints/operator-affiliates';
import { formatDateTime } from '@/lib/dates';
import { Facts, RecordSection } from './record-section';

function identityLabel(identity: AffiliateRecord['identity']): string {
  if (identity.verified) return 'Verified';
  if (identity.requires_manual) return 'Waiting for a manual review';
  if (identity.review_note) return 'Refused after review';
  return identity.attempts.length > 0 ? 'Not verified yet' : 'Not started';
}

/** Identity verification as the affiliate sees it, and the sign-ins they can still use. */
export function AccessSection({ record }: { record: AffiliateRecord }) {
  const { identity, sessions, referral_codes: codes } = record;
  const latest = identity.attempts[0];
  return (
    <RecordSection title="Identity, codes and sign-ins">
      <Facts
        items={[
          ['Identity', identityLabel(identity)],
          [
            'Latest attempt',
            latest
              ? `${formatDateTime(latest.created_at)} (${latest.provider}, scan ${latest.details.scan.status.toLowerCase()})`
              : 'None',
          ],
          ...(identity.review_note
            ? ([['Review note', identity.review_note]] as Array<[string, string]>)
            : []),
          ['Open sign-ins', String(sessions.active)],
        ]}
      />
      <h3 className="mt-4 mb-2 text-sm font-semibold text-ink">Referral codes</h3>
      <ul className="space-y-1 text-sm">
        {codes.map((code) => (
          <li key={code.code} className="flex flex-wrap justify-between gap-x-3">
            <span className="font-mono [overflow-wrap:anywhere]">
              {code.code}
              {code.is_default && <span className="ml-2 font-sans text-xs text-muted">default</span>}
              <span className="ml-2 font-sans text-xs text-muted">{code.brand_name}</span>
            </span>
            <span className="text-muted">{code.clicks.toLocaleString('en-US')} clicks</span>
          </li>
        ))}
      </ul>
      {sessions.list.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-ink">Signed in on</h3>
          <ul className="divide-y divide-line text-sm">
            {sessions.list.map((session) => (
              <li key={session.id} className="py-2">
                <span className="block text-ink [overflow-wrap:anywhere]">
                  {session.user_agent ?? 'Unknown browser'}
                </span>
                <span className="block text-xs text-muted">
                  {session.ip ?? 'Unknown address'} · since {formatDateTime(session.created_at)} · last seen{' '}
                  {formatDateTime(session.last_seen_at)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </RecordSection>
  );
}
