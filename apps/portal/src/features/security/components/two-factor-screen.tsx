import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TotpSetup } from '@affiliate/contract/endpoints/totp';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiFailure } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { brandName } from '@/lib/brand';
import { useConfirmAuthenticator } from '../api/confirm-authenticator';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { useTwoFactorSettingQuery } from '../api/get-two-factor-setting';
import { useReplaceRecoveryCodes } from '../api/replace-recovery-codes';
import { useResetTwoFactor } from '../api/reset-two-factor';
import { useSetUpAuthenticator } from '../api/set-up-authenticator';
import { AuthenticatorSetupPanel } from './authenticator-setup-panel';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TwoFactorActionPanel, type ManageAction } from './two-factor-action-panel';
import { TwoFactorOverview } from './two-factor-overview';

/** One step of the screen at a time; the secret and the recovery codes live here only, in memory. */
type View =
  | { name: 'overview'; notice?: string }
  | { name: 'setup'; setup: TotpSetup }
  | { name: 'action'; action: ManageAction }
  | { name: 'recovery-codes'; codes: readonly string[]; issuer: string; account: string; notice: string };

const doneNotices: Record<Exclude<ManageAction, 'recovery-codes'>, MessageDescriptor> = {
  enable: msg`Two-factor authentication is on again.`,
  disable: msg`Two-factor authentication is turned off.`,
  reset: msg`Two-factor authentication was reset. You can set it up again at any time.`,
};

/**
 * Two-factor authentication: the status and what it means; set up (QR code or key, first code, recovery
 * codes), turn off or back on, reset, and new recovery codes, each confirmed with a code.
 */
export function TwoFactorScreen() {
  const { t } = useLingui();
  const query = useTwoFactorSettingQuery();
  const [view, setView] = useState<View>({ name: 'overview' });
  // The first overview leaves the focus where the visitor is; one reached from another step takes it.
  const [moved, setMoved] = useState(false);
  const [errorMessage, setErrorMessage] = useState('');
  const account = useAuthStore((state) => state.user?.username ?? '');
  const setUp = useSetUpAuthenticator();
  const confirm = useConfirmAuthenticator();
  const actions = {
    enable: useEnableTwoFactor(),
    disable: useDisableTwoFactor(),
    reset: useResetTwoFactor(),
    'recovery-codes': useReplaceRecoveryCodes(),
  };

  const show = (next: View) => {
    setMoved(true);
    setView(next);
  };

  const startSetup = async () => {
    try {
      show({ name: 'setup', setup: await setUp.mutateAsync() });
    } catch (reason) {
      setErrorMessage(readApiFailure(reason).message);
    }
  };

  const confirmSetup = (setup: TotpSetup) => (code: string) =>
    refreshOnConflict(
      confirm.mutateAsync(code).then(({ recovery_codes }) =>
        show({
          name: 'recovery-codes',
          codes: recovery_codes,
          issuer: setup.issuer,
          account: setup.account,
          notice: t`Two-factor authentication is on.`,
        }),
      ),
    );

  // A 409 means the status changed elsewhere (another tab or device): show the current one behind the dialog.
  const refreshOnConflict = async (work: Promise<void>) => {
    try {
      await work;
    } catch (reason) {
      if (readApiFailure(reason).status === 409) void query.refetch();
      throw reason;
    }
  };

  const runAction = (action: ManageAction) => (code: string) => refreshOnConflict(act(action, code));
  const act = async (action: ManageAction, code: string) => {
    if (action === 'recovery-codes') {
      const { recovery_codes } = await actions[action].mutateAsync(code);
      show({
        name: 'recovery-codes',
        codes: recovery_codes,
        issuer: brandName(),
        account,
        notice: t`New recovery codes created. The old ones no longer work.`,
      });
      return;
    }
    await actions[action].mutateAsync(code);
    show({ name: 'overview', notice: t(doneNotices[action]) });
  };

  const notice = view.name === 'overview' || view.name === 'recovery-codes' ? view.notice : undefined;
  return (
    <>
      <PageHeader
        title={t`Two-Factor Authentication`}
        description={t`Protect your account with codes from an authenticator app.`}
      />
      <div className="flex flex-col gap-5">
        {notice && (
          <Alert tone="success" className="max-w-2xl">
            {notice}
          </Alert>
        )}
        {view.name === 'setup' && (
          <AuthenticatorSetupPanel
            setup={view.setup}
            onConfirm={confirmSetup(view.setup)}
            onCancel={() => show({ name: 'overview' })}
          />
        )}
        {view.name === 'action' && (
          <TwoFactorActionPanel
            action={view.action}
            onSubmit={runAction(view.action)}
            onCancel={() => show({ name: 'overview' })}
          />
        )}
        {view.name === 'recovery-codes' && (
          <RecoveryCodesPanel
            codes={view.codes}
            issuer={view.issuer}
            account={view.account}
            onDone={() => show({ name: 'overview' })}
          />
        )}
        {view.name === 'overview' &&
          (query.data ? (
            <TwoFactorOverview
              setting={query.data}
              settingUp={setUp.isPending}
              onSetUp={() => void startSetup()}
              onAction={(action) => show({ name: 'action', action })}
              focusHeading={moved}
            />
          ) : query.isError ? (
            <LoadFailedAlert
              className="max-w-2xl"
              message={t`We could not load your two-factor setting.`}
              error={query.error}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : (
            <Card className="max-w-2xl">
              <p role="status" className="sr-only">
                <Trans>Loading your two-factor setting</Trans>
              </p>
              <Skeleton className="h-5 w-24" />
              <Skeleton className="mt-3 h-6 w-2/3" />
              <Skeleton className="mt-3 h-4 w-full" />
              <Skeleton className="mt-2 h-4 w-5/6" />
              <Skeleton className="mt-6 h-10 w-28" />
            </Card>
          ))}
      </div>
      <ErrorDialog open={errorMessage !== ''} message={errorMessage} onClose={() => setErrorMessage('')} />
    </>
  );
}
