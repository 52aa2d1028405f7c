import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerPaymentOption, ProcessedPaymentOption } from '@affiliate/contract/endpoints/payments';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { FormField } from '@/components/ui/form-field';
import { GetCodeSuccessDialog } from '@/components/ui/get-code-success-dialog';
import { SuccessDialog } from '@/components/ui/success-dialog';
import { readApiFailure } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { specMessages } from '@/lib/i18n/spec-messages';
import { formatMoney } from '@/lib/money';
import { formValidationModes } from '@/lib/validation';
import { useRequestWithdrawalCode } from '../api/request-withdrawal-code';
import { useRequestWithdrawal } from '../api/withdraw';
import type { WithdrawalErrorField } from '../lib/api-errors';
import { IdempotencyKeys } from '@/lib/idempotency-keys';
import {
  isNewPayoutDetail,
  NEW_DETAILS_NOTE,
  withdrawalFormSchema,
  type WithdrawalFormValues,
} from '../lib/withdrawal-form';
import { useWithdrawalStore } from '../stores/withdrawal-store';
import { authenticatorCodeLabel, CodeStep, emailedCodeLabel } from './code-step';
import { CryptoQuote, useCryptoQuote } from './crypto-quote';

export interface WithdrawalFormProps {
  option: ProcessedPaymentOption;
  details: CustomerPaymentOption;
  /** The available balance and its currency, when loaded. */
  available: string | undefined;
  twoFactorOn: boolean;
}

/**
 * One option's withdrawal: its detail (prefilled with the saved one), the amount within the option's
 * limits, for crypto the equivalent at the current rate, the code step, then the request. The gateway's
 * refusals are kept under this option (apiErrors) and shown on their fields.
 */
export function WithdrawalForm({ option, details, available, twoFactorOn }: WithdrawalFormProps) {
  const { t } = useLingui();
  const field = details.fields[0];
  const detailName: WithdrawalErrorField = field?.name ?? 'wallet_address';
  // The field's label and hint are the gateway's, written in the language the portal asked in.
  const detailLabel = field?.label ?? t`Payout detail`;
  const saved = field?.value ?? null;
  const form = useForm<WithdrawalFormValues>({
    resolver: formResolver(
      withdrawalFormSchema({
        type: option.type,
        detailLabel,
        min: option.min_amount,
        max: option.max_amount,
        currency: option.currency,
        available,
        codeLabel: t(twoFactorOn ? authenticatorCodeLabel : emailedCodeLabel),
      }),
    ),
    defaultValues: { detail: saved ?? '', amount: '', code: '' },
    ...formValidationModes,
  });
  const { errors, isSubmitting } = form.formState;
  const [detail, amount] = useWatch({ control: form.control, name: ['detail', 'amount'] });
  const quote = useCryptoQuote(option, amount);

  const serverErrors = useWithdrawalStore((state) => state.apiErrors[option.type]);
  const { rejected, fieldEdited, submitted } = useWithdrawalStore.getState();
  const [keys] = useState(() => new IdempotencyKeys());
  const withdraw = useRequestWithdrawal(keys);
  const requestCode = useRequestWithdrawalCode();
  const email = useAuthStore((state) => state.user?.email);
  const [codeRequested, setCodeRequested] = useState(false);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState('');
  const [done, setDone] = useState(false);

  // The saved detail arrives (or changes after a request): an untouched field follows it.
  useEffect(() => {
    if (!form.getFieldState('detail').isDirty) form.resetField('detail', { defaultValue: saved ?? '' });
  }, [form, saved]);

  const blocked = !option.available || quote.blocker !== null || quote.loading;
  const codeShown = twoFactorOn || codeRequested;

  const emailMeACode = async () => {
    // The code is asked for once the rest of the form is right, so it is not spent on a refused request.
    if (!(await form.trigger(['detail', 'amount']))) return;
    try {
      await requestCode.mutateAsync();
      setCodeRequested(true);
      setCodeSentTo(email ?? '');
    } catch (reason) {
      // A 401 already opened the Session Expired dialog.
      const { status, message } = readApiFailure(reason);
      if (status !== 401) setFailure(message);
    }
  };

  const submit = form.handleSubmit(async ({ detail: value, amount: sum, code }) => {
    try {
      await withdraw.mutateAsync({
        payment_option_type: option.type,
        amount: sum,
        [detailName]: value,
        code,
      });
      submitted(option.type);
      form.reset({ detail: value, amount: '', code: '' });
      setCodeRequested(false);
      setDone(true);
    } catch (reason) {
      // A 401 already opened the Session Expired dialog; anything else is this option's refusal.
      if (readApiFailure(reason).status === 401) return;
      rejected(option.type, reason);
    }
  });

  const serverError = (name: WithdrawalErrorField) => serverErrors?.fields[name];
  const register = (name: keyof WithdrawalFormValues, serverName: WithdrawalErrorField) => {
    const registered = form.register(name);
    return {
      ...registered,
      onChange: async (event: { target: unknown; type?: unknown }) => {
        fieldEdited(option.type, serverName);
        return registered.onChange(event);
      },
    };
  };

  const newDetail = field
    ? isNewPayoutDetail(detail, { value: saved, review_until: details.review_until })
    : false;

  const optionName = option.name;
  const currency = option.currency;
  const min = formatMoney(option.min_amount, option.currency);
  const max = formatMoney(option.max_amount, option.currency);
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-5 flex flex-col gap-4"
      aria-label={t`${optionName} withdrawal`}
    >
      {!option.available && (
        <Alert tone="info">{option.unavailable_reason ?? t`${optionName} cannot be used right now.`}</Alert>
      )}
      <FormField
        label={detailLabel}
        placeholder={field?.placeholder}
        hint={field?.hint}
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={field?.input === 'wallet-address' ? '[&_input]:font-mono' : undefined}
        error={errors.detail?.message ?? serverError(detailName)}
        {...register('detail', detailName)}
      />
      {newDetail && <Alert tone="info">{t(NEW_DETAILS_NOTE)}</Alert>}
      <FormField
        label={t`Amount (${currency})`}
        inputMode="decimal"
        autoComplete="off"
        hint={t`From ${min} to ${max}.`}
        className="max-w-xs"
        error={errors.amount?.message ?? serverError('amount')}
        {...register('amount', 'amount')}
      />
      <CryptoQuote option={option} quote={quote} />
      {serverErrors?.message && <Alert>{serverErrors.message}</Alert>}
      {!blocked && (
        <CodeStep
          twoFactorOn={twoFactorOn}
          codeRequested={codeRequested}
          requesting={requestCode.isPending}
          onRequestCode={() => void emailMeACode()}
          field={{
            label: '',
            error: errors.code?.message ?? serverError('code'),
            ...register('code', 'code'),
          }}
        />
      )}
      {codeShown && (
        <div>
          <Button type="submit" loading={isSubmitting} disabled={blocked}>
            <Trans>Request withdrawal</Trans>
          </Button>
        </div>
      )}
      <GetCodeSuccessDialog
        open={codeSentTo !== null}
        {...(codeSentTo ? { destination: codeSentTo } : {})}
        onClose={() => {
          setCodeSentTo(null);
          // After the dialog has handed focus back to its opener: 'Enter code' means the field.
          setTimeout(() => form.setFocus('code'), 0);
        }}
      />
      <SuccessDialog
        open={done}
        message={t(specMessages.withdrawalSubmitted)}
        onClose={() => setDone(false)}
      />
      <ErrorDialog open={failure !== ''} message={failure} onClose={() => setFailure('')} />
    </form>
  );
}
