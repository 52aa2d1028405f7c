import { ShieldAlert, ShieldCheck, ShieldOff } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TotpSetting, TwoFactorStatus } from '@affiliate/contract/endpoints/totp';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { StatusSummary, type StatusLook } from '@/components/ui/status-summary';
import { isRunningLowOnRecoveryCodes, twoFactorFacts, twoFactorStatusText } from '../lib/two-factor-status';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import type { ManageAction } from './two-factor-action-panel';

// The badges' classes go through cx, as every class list does, so no check takes them for texts.
const looks: Record<TwoFactorStatus, StatusLook> = {
  off: { Icon: ShieldOff, icon: 'text-muted', badge: cx('bg-canvas text-ink border-line') },
  pending: {
    Icon: ShieldAlert,
    icon: 'text-info-ink',
    badge: cx('bg-info-soft text-info-ink border-info/40'),
  },
  enabled: {
    Icon: ShieldCheck,
    icon: 'text-success-ink',
    badge: cx('bg-success-soft text-success-ink border-success/50'),
  },
  disabled: {
    Icon: ShieldOff,
    icon: 'text-error-ink',
    badge: cx('bg-error-soft text-error-ink border-error/40'),
  },
};

export interface TwoFactorOverviewProps {
  setting: TotpSetting;
  /** Setup starting (its button shows it). */
  settingUp: boolean;
  onSetUp: () => void;
  onAction: (action: ManageAction) => void;
  /** Move the keyboard to the status heading (back from another step). */
  focusHeading: boolean;
}

/** The status with what it means for sign-in, and what can be done from it. */
export function TwoFactorOverview({
  setting,
  settingUp,
  onSetUp,
  onAction,
  focusHeading,
}: TwoFactorOverviewProps) {
  const { t } = useLingui();
  const { status } = setting;
  const left = setting.recovery_codes_left;
  const text = twoFactorStatusText[status];
  const look = looks[status];
  const facts = twoFactorFacts(setting);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  return (
    <Card className="max-w-2xl">
      <StatusSummary
        look={look}
        badge={t(text.badge)}
        headline={t(text.headline)}
        explanation={t(text.explanation)}
        headingRef={headingRef}
      >
        {facts.length > 0 && (
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink">
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
        )}
      </StatusSummary>
      {isRunningLowOnRecoveryCodes(setting) && (
        <Alert tone="info" className="mt-5">
          {left === 0 ? (
            <Trans>
              You have no recovery codes left. Create new ones so that a lost phone cannot lock you out.
            </Trans>
          ) : (
            <Plural
              value={left}
              one="Only # recovery code left. Create new ones so that a lost phone cannot lock you out."
              other="Only # recovery codes left. Create new ones so that a lost phone cannot lock you out."
            />
          )}
        </Alert>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {status === 'off' && (
          <Button onClick={onSetUp} loading={settingUp}>
            <Trans>Set up</Trans>
          </Button>
        )}
        {status === 'pending' && (
          <Button onClick={onSetUp} loading={settingUp}>
            <Trans>Continue setup</Trans>
          </Button>
        )}
        {status === 'enabled' && (
          <>
            <Button variant="secondary" onClick={() => onAction('recovery-codes')}>
              <Trans>New recovery codes</Trans>
            </Button>
            <Button variant="secondary" onClick={() => onAction('disable')}>
              <Trans>Turn off</Trans>
            </Button>
            <Button variant="secondary" onClick={() => onAction('reset')}>
              <Trans>Reset</Trans>
            </Button>
          </>
        )}
        {status === 'disabled' && (
          <>
            <Button onClick={() => onAction('enable')}>
              <Trans>Turn on</Trans>
            </Button>
            <Button variant="secondary" onClick={() => onAction('reset')}>
              <Trans>Reset</Trans>
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
