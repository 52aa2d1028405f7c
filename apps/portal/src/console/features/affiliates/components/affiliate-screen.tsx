import { useState } from 'react';
import { useParams } from 'react-router';
import { Ban, CircleCheck, Coins, FileSliders } from 'lucide-react';
import { roleAdmits } from '@affiliate/contract/common/endpoint';
import { affiliateIntegrations } from '@affiliate/contract/endpoints/affiliate-integrations';
import { affiliateRecordParams } from '@affiliate/contract/endpoints/operator-affiliates';
import { subAffiliateHistory } from '@affiliate/contract/endpoints/sub-affiliates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiFailure } from '@/lib/api-error';
import { consoleRoutes } from '../../../config/console-routes';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useAffiliateIntegrations, useAffiliateRecord } from '../api/affiliates';
import { affiliateActionsFor } from '../lib/affiliate-actions';
import { termsOf } from '../lib/plan-terms';
import { AccessSection } from './access-section';
import { AdjustmentDialog } from './adjustment-dialog';
import { AffiliateStatusBadge } from './affiliate-status-badge';
import { ChangeDealForm } from './change-deal-form';
import { CpaReversalForm } from './cpa-reversal-form';
import { FiguresSection } from './figures-section';
import { IntegrationsSection } from './integrations-section';
import { MoneySection } from './money-section';
import { ParentSection } from './parent-section';
import { PlanDialog } from './plan-dialog';
import { PlanSection } from './plan-section';
import { ProfileSection } from './profile-section';
import { SuspensionDialog } from './suspension-dialog';
import { BackLink } from '../../../components/back-link';

type Dialog = 'suspension' | 'adjustment' | 'plan' | null;

function BackToSearch() {
  return <BackLink to={consoleRoutes.affiliates.path}>Affiliates</BackLink>;
}

/** One affiliate's record, with the actions the operator's role is admitted to. */
export function AffiliateScreen() {
  const params = affiliateRecordParams.safeParse(useParams());
  if (!params.success) {
    return (
      <div className="max-w-6xl space-y-5">
        <BackToSearch />
        <PageHeader title="Affiliate" />
        <Alert tone="info">This address names no affiliate. Find them from the search.</Alert>
      </div>
    );
  }
  return <AffiliateRecordView memberId={params.data.memberId} />;
}

function AffiliateRecordView({ memberId }: { memberId: number }) {
  const query = useAffiliateRecord(memberId);
  const { data: operator } = useSignedInOperator();
  const actions = affiliateActionsFor(operator?.role);
  // Support's view of the affiliate's tools: shown to the roles the contract admits to it.
  const readsIntegrations = operator !== undefined && roleAdmits(affiliateIntegrations, operator.role);
  const integrations = useAffiliateIntegrations(memberId, readsIntegrations);
  const readsParents = operator !== undefined && roleAdmits(subAffiliateHistory, operator.role);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const record = query.data;

  if (!record) {
    const missing = query.isError && readApiFailure(query.error).status === 404;
    return (
      <div className="max-w-6xl space-y-5">
        <BackToSearch />
        <PageHeader title={`Affiliate #${memberId}`} />
        {missing && <Alert tone="info">No affiliate has this id.</Alert>}
        {query.isError && !missing && (
          <LoadFailedAlert
            message="We could not load this affiliate."
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        )}
        {query.isPending && (
          <Card>
            <p role="status" className="sr-only">
              Loading the affiliate…
            </p>
            <Skeleton className="h-40 w-full" />
          </Card>
        )}
      </div>
    );
  }

  const { profile } = record;
  const suspended = profile.status === 'suspended';
  const latestPlan = record.plan.upcoming ?? record.plan.current;
  return (
    <div className="max-w-6xl space-y-5">
      <BackToSearch />
      <PageHeader
        title={profile.username}
        description={<AffiliateStatusBadge status={profile.status} />}
        actions={
          actions.suspend && (
            <Button variant={suspended ? 'primary' : 'danger'} onClick={() => setDialog('suspension')}>
              {suspended ? (
                <CircleCheck aria-hidden="true" className="size-4" />
              ) : (
                <Ban aria-hidden="true" className="size-4" />
              )}
              {suspended ? 'Reactivate' : 'Suspend'}
            </Button>
          )
        }
      />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <ProfileSection profile={profile} />
        <FiguresSection figures={record.figures} currency={profile.currency} />
        <MoneySection
          balance={record.balance}
          ledger={record.recent_ledger}
          action={
            actions.adjust && (
              <Button variant="secondary" size="sm" onClick={() => setDialog('adjustment')}>
                <Coins aria-hidden="true" className="size-4" />
                Adjust balance
              </Button>
            )
          }
        />
        <PlanSection
          plan={record.plan}
          currency={profile.currency}
          action={
            actions.changePlan &&
            latestPlan && (
              <Button variant="secondary" size="sm" onClick={() => setDialog('plan')}>
                <FileSliders aria-hidden="true" className="size-4" />
                Change plan
              </Button>
            )
          }
        >
          {actions.changeDeal && <ChangeDealForm memberId={profile.id} currency={profile.currency} />}
          {actions.reverseCpa && <CpaReversalForm memberId={profile.id} />}
        </PlanSection>
        {readsParents && (
          <div className="lg:col-span-2">
            <ParentSection
              memberId={profile.id}
              username={profile.username}
              parent={record.parent}
              subAffiliates={record.sub_affiliates}
              canMove={actions.moveParent}
            />
          </div>
        )}
        <div className="lg:col-span-2">
          <AccessSection record={record} />
        </div>
        {readsIntegrations && (
          <div className="lg:col-span-2">
            <IntegrationsSection query={integrations} memberId={profile.id} canRevoke={actions.revokeToken} />
          </div>
        )}
      </div>
      {actions.suspend && (
        <SuspensionDialog affiliate={profile} open={dialog === 'suspension'} onClose={close} />
      )}
      {actions.adjust && (
        <AdjustmentDialog
          memberId={profile.id}
          username={profile.username}
          currency={record.balance.currency}
          open={dialog === 'adjustment'}
          onClose={close}
        />
      )}
      {actions.changePlan && latestPlan && (
        <PlanDialog
          memberId={profile.id}
          username={profile.username}
          currency={profile.currency}
          terms={termsOf(latestPlan)}
          open={dialog === 'plan'}
          onClose={close}
        />
      )}
    </div>
  );
}
