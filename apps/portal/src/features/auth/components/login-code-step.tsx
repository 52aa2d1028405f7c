import type { ChangeEvent, FocusEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '@/components/ui/form-field';
import { loginCodeLabels, type LoginCodeKind } from '../lib/login-code-kind';

const hints: Record<LoginCodeKind, MessageDescriptor> = {
  app: msg`Open your authenticator app and enter the 6-digit code it shows for this account.`,
  recovery: msg`Enter one of the recovery codes you saved when you set up two-factor authentication. Each one works once.`,
};

export interface LoginCodeStepProps {
  username: string;
  kind: LoginCodeKind;
  value: string;
  error: string | undefined;
  onSwitchKind: () => void;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * The second step of sign-in: the code from the authenticator app, or a recovery code for a lost phone.
 * The field is focused when the step opens and when the kind of code changes (a new field, by its key).
 */
export function LoginCodeStep({
  username,
  kind,
  value,
  error,
  onSwitchKind,
  onChange,
  onBlur,
}: LoginCodeStepProps) {
  const { t } = useLingui();
  const app = kind === 'app';
  return (
    <>
      <div>
        <h2 className="text-lg font-semibold text-ink">
          <Trans>Two-factor authentication</Trans>
        </h2>
        <p className="mt-1 text-sm text-muted">
          <Trans>
            Signing in as <span className="font-medium text-ink">{username}</span>.
          </Trans>
        </p>
      </div>
      <FormField
        key={kind}
        // The visitor came here to type this code: put them in the field (screen readers then read its hint).
        autoFocus
        label={t(loginCodeLabels[kind])}
        name="otp"
        inputMode={app ? 'numeric' : 'text'}
        autoComplete={app ? 'one-time-code' : 'off'}
        autoCapitalize="none"
        spellCheck={false}
        hint={t(hints[kind])}
        value={value}
        error={error}
        onChange={onChange}
        onBlur={onBlur}
      />
      <div className="-mt-2">
        <button
          type="button"
          onClick={onSwitchKind}
          className="rounded text-sm font-medium text-info-ink underline underline-offset-4 hover:no-underline"
        >
          {app ? t`Use a recovery code` : t`Use your authenticator app`}
        </button>
      </div>
    </>
  );
}
