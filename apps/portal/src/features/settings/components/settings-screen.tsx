import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useMember } from '@/api/get-member';
import { PreferencesCard } from './preferences-card';
import { ProfileCard } from './profile-card';
import { SessionsCard } from './sessions-card';
import { TermsCard } from './terms-card';

/** /settings: profile, preferences, the signed-in sessions and the program's terms. */
export function SettingsScreen() {
  const { t } = useLingui();
  const member = useMember();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Settings`}
        description={t`Your profile, preferences and where you are signed in.`}
      />
      {member.isPending && <Skeleton className="h-40" />}
      {member.isError && (
        <LoadFailedAlert
          message={t`We could not load your profile.`}
          error={member.error}
          onRetry={() => void member.refetch()}
          retrying={member.isFetching}
        />
      )}
      {member.data && <ProfileCard key={`profile-${member.data.id}`} member={member.data} />}
      {member.data?.preferences && (
        <PreferencesCard key={`preferences-${member.data.id}`} preferences={member.data.preferences} />
      )}
      <SessionsCard />
      <TermsCard />
    </div>
  );
}
