import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { useUpdatePaymentOption, type PayoutOption } from '../api/payouts';
import {
  payoutOptionFormSchema,
  payoutOptionFormValues,
  type PayoutOptionFormInput,
  type PayoutOptionFormValues,
} from '../lib/payout-option-form';

const blank: PayoutOptionFormInput = { enabled: false, min_amount: '', max_amount: '', network_fee: '' };

/** Changes a payout option: offered or not, its limits per withdrawal (EUR), and a crypto option's network fee. */
export function PayoutOptionDialog({
  option,
  onClose,
}: {
  option: PayoutOption | null;
  onClose: () => void;
}) {
  const update = useUpdatePaymentOption();
  const form = useForm<PayoutOptionFormInput, unknown, PayoutOptionFormValues>({
    resolver: zodResolver(payoutOptionFormSchema),
    defaultValues: blank,
    ...formValidationModes,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (option) form.reset(payoutOptionFormValues(option));
  }, [form, option]);

  const close = () => {
    update.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    if (!option) return;
    try {
      await update.mutateAsync({ params: { type: option.type }, body });
      close();
    } catch (reason) {
      putServerErrors(reason, form.setError, ['min_amount', 'max_amount', 'network_fee']);
    }
  });

  return (
    <ModalDialog
      open={option !== null}
      onOpenChange={(open) => !open && close()}
      title={option ? `Edit ${option.name}` : ''}
      description="Limits are per withdrawal, in EUR."
      widthClass="w-[min(92vw,480px)]"
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-5 flex flex-col gap-4 text-left"
      >
        <CheckboxField label="Offered to affiliates" {...form.register('enabled')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label="Minimum (EUR)"
            inputMode="decimal"
            autoComplete="off"
            maxLength={15}
            error={errors.min_amount?.message}
            {...form.register('min_amount')}
          />
          <FormField
            label="Maximum (EUR)"
            inputMode="decimal"
            autoComplete="off"
            maxLength={15}
            error={errors.max_amount?.message}
            {...form.register('max_amount')}
          />
        </div>
        {option?.kind === 'crypto' && (
          <FormField
            label={`Network fee (${option.unit})`}
            inputMode="decimal"
            autoComplete="off"
            maxLength={15}
            hint={
              option.type === 'BITCOIN'
                ? 'The Bitcoin adjustment, taken from every Bitcoin withdrawal.'
                : 'Taken from what is sent.'
            }
            error={errors.network_fee?.message}
            {...form.register('network_fee')}
          />
        )}
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
