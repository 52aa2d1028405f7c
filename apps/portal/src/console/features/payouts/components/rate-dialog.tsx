import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { useSetRate, type ExchangeRate } from '../api/payouts';
import { rateFormSchema, type RateFormInput, type RateFormValues } from '../lib/rate-form';

const blank: RateFormInput = { rate: '', source: 'operator' };

/** Records an asset's rate against EUR now, with where it came from; it is current from this moment. */
export function RateDialog({ rate, onClose }: { rate: ExchangeRate | null; onClose: () => void }) {
  const setRate = useSetRate();
  const form = useForm<RateFormInput, unknown, RateFormValues>({
    resolver: zodResolver(rateFormSchema),
    defaultValues: blank,
    ...formValidationModes,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (rate) form.reset(blank);
  }, [form, rate]);

  const close = () => {
    setRate.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    if (!rate) return;
    try {
      await setRate.mutateAsync({ params: { asset: rate.asset }, body });
      close();
    } catch (reason) {
      putServerErrors(reason, form.setError, ['rate', 'source']);
    }
  });

  return (
    <ModalDialog
      open={rate !== null}
      onOpenChange={(open) => !open && close()}
      title={rate ? `Set the ${rate.asset} rate` : ''}
      description={
        rate?.rate
          ? `Now ${rate.rate} EUR per unit. Withdrawals in ${rate.asset} are converted at the rate you record.`
          : 'Withdrawals in this asset wait for a rate.'
      }
      widthClass="w-[min(92vw,440px)]"
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-5 flex flex-col gap-4 text-left"
      >
        <FormField
          label="EUR per unit"
          inputMode="decimal"
          autoComplete="off"
          maxLength={21}
          error={errors.rate?.message}
          {...form.register('rate')}
        />
        <FormField
          label="Source"
          autoComplete="off"
          maxLength={100}
          hint="Where the rate comes from, such as an exchange."
          error={errors.source?.message}
          {...form.register('source')}
        />
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={setRate.isPending}>
            Record rate
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
