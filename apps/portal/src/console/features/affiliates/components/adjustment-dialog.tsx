import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { adjustmentRequest } from '@affiliate/contract/endpoints/money-operator';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { IdempotencyKeys } from '@/lib/idempotency-keys';
import { usePostAdjustment } from '../api/affiliates';

/** The gateway's adjustment request without the affiliate, whom the record names. */
const adjustmentForm = adjustmentRequest.omit({ member_id: true });
type AdjustmentInput = z.input<typeof adjustmentForm>;
type AdjustmentValues = z.output<typeof adjustmentForm>;
const empty: AdjustmentInput = { amount: '', kind: 'adjustment', reason: '' };
const kindOptions = [
  { value: 'adjustment', label: 'Adjustment (credit or debit)' },
  { value: 'fee', label: 'Fee (a charge: negative amount)' },
];

/**
 * Credits or debits the balance with a reason the affiliate reads on their statement. A debit that
 * would take the available balance below zero is refused by the gateway, on the amount.
 */
export function AdjustmentDialog({
  memberId,
  username,
  currency,
  open,
  onClose,
}: {
  memberId: number;
  username: string;
  currency: string;
  open: boolean;
  onClose: () => void;
}) {
  const [keys] = useState(() => new IdempotencyKeys());
  const adjust = usePostAdjustment(keys);
  const form = useForm<AdjustmentInput, unknown, AdjustmentValues>({
    resolver: zodResolver(adjustmentForm),
    defaultValues: empty,
    ...formValidationModes,
  });
  const { errors } = form.formState;

  const close = () => {
    form.reset(empty);
    adjust.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await adjust.mutateAsync({ body: { ...values, member_id: memberId } });
      close();
    } catch (reason) {
      putServerErrors(reason, form.setError, ['amount', 'kind', 'reason']);
    }
  });

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={`Adjust the balance of ${username}`}
      description="They read the reason on their statement."
      widthClass="w-[min(92vw,480px)]"
    >
      <form
        noValidate
        className="mt-5 flex flex-col gap-4 text-left"
        onSubmit={(event) => void submit(event)}
      >
        <SelectField
          label="Kind"
          options={kindOptions}
          error={errors.kind?.message}
          {...form.register('kind')}
        />
        <FormField
          label={`Amount (${currency})`}
          inputMode="decimal"
          autoComplete="off"
          hint="Negative to debit, e.g. -25.00"
          maxLength={16}
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextareaField
          label="Reason"
          className="[&_textarea]:min-h-20"
          maxLength={500}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={adjust.isPending}>
            Post adjustment
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
