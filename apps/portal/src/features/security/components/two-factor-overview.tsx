import { ShieldAlert, ShieldCheck, ShieldOff } from 'lucide-react';
import type { TotpSetting, TwoFactorStatus } from '@affiliate/contract/endpoints/totp';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { StatusSummary, type StatusLook } from '@/components/ui/status-summary';
import { isRunningLowOnRecoveryCodes, twoFactorFacts, twoFactorStatusText } from '../lib/two-factor-status';
import { useFocusOnMount } from '../lib/use-focus-on-mount';
import type { ManageAction } from './two-factor-action-panel';

const looks: Record<TwoFactorStatus, StatusLook> = {
  off: { Icon: ShieldOff, icon: 'text-muted', badge: 'bg-canvas text-ink border-line' },
  pending: { Icon: ShieldAlert, icon: 'text-info-ink', badge: 'bg-info-soft text-info-ink border-info/40' },
  enabled: {
    Icon: ShieldCheck,
    icon: 'text-success-ink',
    badge: 'bg-success-soft text-success-ink border-success/50',
  },
  disabled: {
    Icon: ShieldOff,
    icon: 'text-error-ink',
    badge: 'bg-error-soft text-error-ink border-error/40',
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
  const { status } = setting;
  const text = twoFactorStatusText[status];
  const look = looks[status];
  const facts = twoFactorFacts(setting);
  const headingRef = useFocusOnMount<HTMLHeadingElement>(focusHeading);
  return (
    <Card className="max-w-2xl">
      <StatusSummary
        look={look}
        badge={text.badge}
        headline={text.headline}
        explanation={text.explanation}
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
          {setting.recovery_codes_left === 0
            ? 'You have no recovery codes left.'
            : `Only ${setting.recovery_codes_left} recovery code${setting.recovery_codes_left === 1 ? '' : 's'} left.`}{' '}
          Create new ones so that a lost phone cannot lock you out.
        </Alert>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        {status === 'off' && (
          <Button onClick={onSetUp} loading={settingUp}>
            Set up
          </Button>
        )}
        {status === 'pending' && (
          <Button onClick={onSetUp} loading={settingUp}>
            Continue setup
          </Button>
        )}
        {status === 'enabled' && (
          <>
            <Button variant="secondary" onClick={() => onAction('recovery-codes')}>
              New recovery codes
            </Button>
            <Button variant="secondary" onClick={() => onAction('disable')}>
              Turn off
            </Button>
            <Button variant="secondary" onClick={() => onAction('reset')}>
              Reset
            </Button>
          </>
        )}
        {status === 'disabled' && (
          <>
            <Button onClick={() => onAction('enable')}>Turn on</Button>
            <Button variant="secondary" onClick={() => onAction('reset')}>
              Reset
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
