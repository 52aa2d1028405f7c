import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { affiliatePath, applicationPath } from '../../../config/console-routes';
import type { Application } from '../api/applications';
import { duplicateReasonNames } from '../lib/application-words';

type Duplicate = Application['duplicates'][number];

const link = 'text-info-ink underline underline-offset-2';

/** Whom a duplicate matches: the affiliate (with the application it came from, if any), or another application. */
function Match({ duplicate }: { duplicate: Duplicate }) {
  const application = duplicate.application_id;
  return (
    <>
      {duplicate.member_id !== null && (
        <>
          Affiliate{' '}
          <Link to={affiliatePath(duplicate.member_id)} className={link}>
            {duplicate.username ?? `#${duplicate.member_id}`}
          </Link>{' '}
          (#{duplicate.member_id})
        </>
      )}
      {duplicate.member_id !== null && application !== null && ', from '}
      {application !== null && (
        <Link to={applicationPath(application)} className={link}>
          {duplicate.member_id === null ? 'Application' : 'application'} #{application}
        </Link>
      )}
    </>
  );
}

/**
 * What may make this application the same person or business as an existing affiliate or another
 * application: each match says why, the shared value, and where it leads.
 */
export function DuplicatesList({ duplicates }: { duplicates: Duplicate[] }) {
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-ink">Possible duplicates</h2>
      {duplicates.length === 0 ? (
        <p className="text-sm text-muted">
          None found: no affiliate or other application shares its email domain, IP address or website.
        </p>
      ) : (
        <ul aria-label="Possible duplicates" className="divide-y divide-line text-sm">
          {duplicates.map((duplicate, index) => (
            <li key={index} className="py-2 first:pt-0 last:pb-0">
              <p className="font-medium text-ink">
                {duplicateReasonNames[duplicate.reason]}:{' '}
                <span className="font-mono text-xs [overflow-wrap:anywhere]">{duplicate.value}</span>
              </p>
              <p className="text-ink [overflow-wrap:anywhere]">
                <Match duplicate={duplicate} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
