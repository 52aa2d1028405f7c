import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { languageNames } from '@affiliate/contract/common/languages';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { affiliatePath } from '../../../config/console-routes';
import type { Application } from '../api/applications';
import { isWebAddress, messengerNames, personName, trafficSourcesText } from '../lib/application-words';
import { EmailBadge } from './application-badges';

const none = <span className="text-muted">None given</span>;

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted">{term}</dt>
      <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The applicant's websites, each a link opening in a new tab that learns nothing of the console. */
function Websites({ websites }: { websites: string[] }) {
  if (websites.length === 0) return <span className="text-muted">None (traffic elsewhere)</span>;
  return (
    <ul className="space-y-0.5">
      {websites.map((website) => (
        <li key={website}>
          {isWebAddress(website) ? (
            <a
              href={website}
              target="_blank"
              rel="noopener noreferrer"
              className="text-info-ink underline underline-offset-2"
            >
              {website}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            website
          )}
        </li>
      ))}
    </ul>
  );
}

/** Everything the applicant filled in, and where the application came from. */
export function ApplicationFields({ application }: { application: Application }) {
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-ink">Application</h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-y-2 [&>div>dd]:mb-2 sm:[&>div>dd]:mb-0">
        <Row term="Applies as">{application.kind === 'company' ? 'A company' : 'An individual'}</Row>
        {application.kind === 'company' && <Row term="Company">{application.company_name ?? none}</Row>}
        <Row term="Name">{personName(application)}</Row>
        <Row term="Email">
          <span className="mr-2">{application.email}</span>
          <EmailBadge confirmedAt={application.email_confirmed_at} />
          {application.email_confirmed_at && (
            <span className="block text-xs text-muted">
              Confirmed {formatDateTime(application.email_confirmed_at)}
            </span>
          )}
        </Row>
        <Row term="Username">{application.username}</Row>
        <Row term="Country">{application.country}</Row>
        <Row term="Currency">{application.currency}</Row>
        <Row term="Language">{languageNames[application.language]}</Row>
        <Row term="Websites">
          <Websites websites={application.websites} />
        </Row>
        <Row term="Traffic sources">{trafficSourcesText(application.traffic_sources)}</Row>
        <Row term="Traffic description">
          {application.traffic_description ? (
            <span className="whitespace-pre-wrap">{application.traffic_description}</span>
          ) : (
            none
          )}
        </Row>
        <Row term="Messenger">
          {application.messenger
            ? `${messengerNames[application.messenger.app]}: ${application.messenger.handle}`
            : none}
        </Row>
        <Row term="Heard from">{application.heard_from || none}</Row>
        <Row term="Terms accepted">
          {application.terms_version === null
            ? 'None: no terms were published'
            : `Version ${application.terms_version}`}
        </Row>
        <Row term="IP address">
          <span className="font-mono text-xs">{application.ip}</span>
        </Row>
        <Row term="Referred by">
          {application.referred_by ? (
            <Link
              to={affiliatePath(application.referred_by.member_id)}
              className="text-info-ink underline underline-offset-2"
            >
              {application.referred_by.username} (#{application.referred_by.member_id})
            </Link>
          ) : (
            <span className="text-muted">Nobody: no invite link</span>
          )}
        </Row>
        <Row term="Applied at">
          <time dateTime={application.applied_at}>{formatDateTime(application.applied_at)}</time>
        </Row>
      </dl>
    </Card>
  );
}
