import { roleAdmits } from '@affiliate/contract/common/endpoint';
import { broadcast, operatorSettings } from '@affiliate/contract/endpoints/operator';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useProgramSettings } from '../api/program-settings';
import { BroadcastCard } from './broadcast-card';
import { IdentityRuleCard } from './identity-rule-card';
import { MaintenanceCard } from './maintenance-card';

function LoadingCards() {
  return (
    <div aria-busy="true" aria-label="Loading the settings" role="status" className="grid gap-6">
      {[0, 1].map((key) => (
        <Card key={key}>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="mt-3 h-4 w-full max-w-md" />
          <Skeleton className="mt-4 h-10 w-40" />
        </Card>
      ))}
    </div>
  );
}

/**
 * The program's settings: maintenance and the identity rule (admins), and broadcasting a notification
 * (admins and marketing). Each part shows for the roles its endpoint admits, so marketing sees the
 * broadcast alone and never asks for settings the gateway would refuse them.
 */
export function SettingsScreen() {
  const { data: operator } = useSignedInOperator();
  const readsSettings = operator ? roleAdmits(operatorSettings, operator.role) : false;
  const query = useProgramSettings(readsSettings);
  const settings = query.data;

  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title="Program settings"
        description="Switches that apply to every affiliate: use them with care."
      />
      {readsSettings &&
        (query.isError ? (
          <LoadFailedAlert
            message="We could not load the settings."
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : settings ? (
          <>
            <MaintenanceCard maintenance={settings.maintenance} />
            <IdentityRuleCard identity={settings.withdrawal_identity} />
          </>
        ) : (
          <LoadingCards />
        ))}
      {operator && roleAdmits(broadcast, operator.role) && <BroadcastCard />}
    </div>
  );
}
