import type { ComponentProps } from 'react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';

export interface CodeStepProps {
  /** Two-factor on: the authenticator's code; off: a code emailed on request. */
  twoFactorOn: boolean;
  /** Whether a code was emailed for this form (the field then shows). */
  codeRequested: boolean;
  requesting: boolean;
  onRequestCode: () => void;
  field: ComponentProps<typeof FormField>;
}

/** The code field's labels (also the name in the required rule's '{field} is not valid.'). */
export const authenticatorCodeLabel = msg`Authentication code`;
export const emailedCodeLabel = msg`Emailed code`;

/**
 * The second factor of a withdrawal: the authenticator's current code when two-factor is on; else an
 * 'Email me a code' button (POST /bo/2fa/requestcode, purpose withdrawal), then the emailed code's field.
 */
export function CodeStep({ twoFactorOn, codeRequested, requesting, onRequestCode, field }: CodeStepProps) {
  const { t } = useLingui();
  if (twoFactorOn) {
    return (
      <FormField
        {...field}
        label={t(authenticatorCodeLabel)}
        hint={t`The 6-digit code your authenticator app shows now.`}
        inputMode="numeric"
        autoComplete="one-time-code"
        className="max-w-xs"
      />
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {codeRequested && (
        <FormField
          {...field}
          label={t(emailedCodeLabel)}
          hint={t`The 6-digit code we emailed you. It is valid for 10 minutes.`}
          inputMode="numeric"
          autoComplete="one-time-code"
          className="max-w-xs"
        />
      )}
      <div>
        <Button
          variant={codeRequested ? 'secondary' : 'primary'}
          loading={requesting}
          onClick={onRequestCode}
        >
          {codeRequested ? t`Email me a new code` : t`Email me a code`}
        </Button>
      </div>
    </div>
  );
}
