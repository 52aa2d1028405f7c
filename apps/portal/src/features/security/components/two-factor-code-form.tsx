import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { FormField } from '@/components/ui/form-field';
import { GetCodeSuccessDialog } from '@/components/ui/get-code-success-dialog';
import { readApiFailure } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { putServerErrors } from '@/lib/form-errors';
import { useButtonPress } from '@/lib/button-press';
import { formValidationModes } from '@/lib/validation';
import { useRequestTwoFactorCode } from '../api/request-two-factor-code';
import {
  acceptedCodeKinds,
  codeFormSchema,
  codeKindLabels,
  type CodeAction,
  type CodeFormValues,
  type CodeKind,
} from '../lib/two-factor-codes';

const hints: Record<CodeKind, MessageDescriptor> = {
  app: msg`The 6-digit code your authenticator app shows now.`,
  recovery: msg`One of the recovery codes you saved, like 7KQ2-M9XD-4HTR-WB3N. Each one works once.`,
  email: msg`The 6-digit code we emailed you. It is valid for 10 minutes.`,
};

const switchLabels: Record<CodeKind, MessageDescriptor> = {
  app: msg`Use your authenticator app`,
  recovery: msg`Use a recovery code`,
  email: msg`Email me a code`,
};

export interface TwoFactorCodeFormProps {
  action: CodeAction;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  /** Resolves when the action is done; a rejection is shown (a 422 on the field, anything else in the error dialog). */
  onSubmit: (code: string) => Promise<unknown>;
  onCancel?: () => void;
  /** Put the keyboard in the field when the form appears (not while a QR code waits to be scanned). */
  focusField?: boolean;
}

/**
 * A code that confirms a two-factor action: the app's current code by default, or, where the action takes
 * them, a recovery code or a code sent by email ("Email me a code" asks for one and says so in the shared
 * get-code dialog). Each kind has its own field (and rules), so switching starts that field afresh.
 */
export function TwoFactorCodeForm({ action, focusField = false, ...props }: TwoFactorCodeFormProps) {
  const { t } = useLingui();
  const kinds = acceptedCodeKinds[action];
  const [kind, setKind] = useState<CodeKind>('app');
  const [switched, setSwitched] = useState(false);
  const [errorMessage, setErrorMessage] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  // Closing the get-code dialog ("Enter code") puts the keyboard in the field.
  const [focusRequest, setFocusRequest] = useState(0);
  const email = useAuthStore((state) => state.user?.email);
  const requestCode = useRequestTwoFactorCode();

  const switchTo = (next: CodeKind) => {
    setKind(next);
    setSwitched(true);
  };

  const emailMeACode = async () => {
    try {
      await requestCode.mutateAsync();
      switchTo('email');
      setCodeSentTo(email ?? '');
    } catch (reason) {
      setErrorMessage(readApiFailure(reason).message);
    }
  };

  const others = kinds.filter((other) => other !== kind && other !== 'email');
  return (
    <>
      <CodeFields
        key={kind}
        kind={kind}
        focusField={focusField || switched}
        focusRequest={focusRequest}
        onFailure={setErrorMessage}
        {...props}
      >
        {(others.length > 0 || kinds.includes('email')) && (
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {others.map((other) => (
              <button key={other} type="button" onClick={() => switchTo(other)} className={linkClasses}>
                {t(switchLabels[other])}
              </button>
            ))}
            {kinds.includes('email') && (
              <button
                type="button"
                onClick={() => void emailMeACode()}
                disabled={requestCode.isPending}
                aria-busy={requestCode.isPending || undefined}
                className={linkClasses}
              >
                {kind === 'email' ? t`Email me a new code` : t(switchLabels.email)}
              </button>
            )}
          </div>
        )}
      </CodeFields>
      <GetCodeSuccessDialog
        open={codeSentTo !== null}
        {...(codeSentTo ? { destination: codeSentTo } : {})}
        onClose={() => {
          setCodeSentTo(null);
          setFocusRequest((count) => count + 1);
        }}
      />
      <ErrorDialog open={errorMessage !== ''} message={errorMessage} onClose={() => setErrorMessage('')} />
    </>
  );
}

const linkClasses =
  'rounded text-sm font-medium text-info-ink underline underline-offset-4 hover:no-underline disabled:cursor-wait disabled:opacity-60';

interface CodeFieldsProps extends Omit<TwoFactorCodeFormProps, 'action'> {
  kind: CodeKind;
  focusRequest: number;
  onFailure: (message: string) => void;
  children: ReactNode;
}

function CodeFields({
  kind,
  submitLabel,
  submitVariant = 'primary',
  onSubmit,
  onCancel,
  focusField,
  focusRequest,
  onFailure,
  children,
}: CodeFieldsProps) {
  const { t } = useLingui();
  const form = useForm<CodeFormValues>({
    resolver: formResolver(codeFormSchema(kind)),
    defaultValues: { code: '' },
    ...formValidationModes,
  });
  const { errors, isSubmitting } = form.formState;
  const numeric = kind !== 'recovery';
  const buttonPress = useButtonPress();
  const field = form.register('code');
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current ? focusRequest > 0 : focusField) form.setFocus('code');
    mounted.current = true;
    // On mount (when asked) and on each later request only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (reason) {
      const { formMessage } = putServerErrors(reason, form.setError, ['code'], { formMessage: 'returned' });
      if (formMessage) onFailure(formMessage);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      {...buttonPress.formProps}
      className="flex flex-col gap-4"
    >
      <FormField
        label={t(codeKindLabels[kind])}
        inputMode={numeric ? 'numeric' : 'text'}
        autoComplete={numeric ? 'one-time-code' : 'off'}
        autoCapitalize="none"
        spellCheck={false}
        hint={t(hints[kind])}
        className="max-w-sm"
        error={errors.code?.message}
        {...field}
        onBlur={(event) => (buttonPress.isPressingButton() ? undefined : field.onBlur(event))}
      />
      {children}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={submitVariant} loading={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
        )}
      </div>
    </form>
  );
}
