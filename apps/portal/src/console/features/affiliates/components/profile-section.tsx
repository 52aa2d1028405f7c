import type { AffiliateRecord } from '@affiliate/contract/endpoints/operator-affiliates';
import { Alert } from '@/components/ui/alert';
import { formatDateTime } from '@/lib/dates';
import { Facts, RecordSection } from './record-section';

export function ProfileSection({ profile }: { profile: AffiliateRecord['profile'] }) {
  const { suspension } = profile;
  return (
    <RecordSection title="Profile">
      {suspension && (
        <Alert className="mb-4 [overflow-wrap:anywhere]">
          <p className="font-semibold">
            Suspended{suspension.at ? ` since ${formatDateTime(suspension.at)}` : ''}.
          </p>
          <p>
            {suspension.reason
              ? `Reason: ${suspension.reason}`
              : 'Disabled before suspensions were recorded: no reason kept.'}
          </p>
          {suspension.by && <p className="text-sm">By {suspension.by.replace(/^operator:/, '')}</p>}
          <p className="mt-1 text-sm">They cannot sign in; their links and players keep counting.</p>
        </Alert>
      )}
      <Facts
        items={[
          ['Name', `${profile.first_name} ${profile.last_name}`],
          ['Email', profile.email],
          ['Id', `#${profile.id}`],
          ['Country and currency', `${profile.country} · ${profile.currency}`],
          ['Joined', formatDateTime(profile.created_at)],
          ['Last sign-in', profile.last_login_at ? formatDateTime(profile.last_login_at) : 'Never'],
          ['Two-factor authentication', profile.two_factor_enabled ? 'On' : 'Off'],
        ]}
      />
    </RecordSection>
  );
}
