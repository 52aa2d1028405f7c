import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { commissionPlan, type CommissionPlanTerms } from '@affiliate/contract/endpoints/money-operator';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { useSetCommissionPlan } from '../api/affiliates';

const fields = [
  'revenue_share',
  'admin_fee_rate',
  'cpa_amount',
  'cpa_min_deposit',
  'negative_carry_over',
] as const;

/**
 * Changes the plan from the first day of next month (the running month keeps its plan, so what the
 * affiliate sees on their dashboard stays true). Starts from the latest terms: the change waiting for
 * next month if there is one, else the current plan.
 */
export function PlanDialog({
  memberId,
  username,
  currency,
  terms,
  open,
  onClose,
}: {
  memberId: number;
  username: string;
  currency: string;
  terms: CommissionPlanTerms;
  open: boolean;
  onClose: () => void;
}) {
  const change = useSetCommissionPlan();
  const form = useForm<CommissionPlanTerms>({
    resolver: zodResolver(commissionPlan),
    values: terms,
    ...formValidationModes,
  });
  const { errors } = form.formState;

  const close = () => {
    form.reset(terms);
    change.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ params: { memberId }, body: values });
      close();
    } catch (reason) {
      putServerErrors(reason, form.setError, fields);
    }
  });

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={`Change the plan of ${username}`}
      description="The new terms apply from the first day of next month."
      widthClass="w-[min(92vw,520px)]"
    >
      <form
        noValidate
        className="mt-5 grid grid-cols-1 gap-4 text-left sm:grid-cols-2"
        onSubmit={(event) => void submit(event)}
      >
        <FormField
          label="Revenue share"
          hint="A fraction: 0.30 is 30% of NGR"
          inputMode="decimal"
          autoComplete="off"
          maxLength={6}
          error={errors.revenue_share?.message}
          {...form.register('revenue_share')}
        />
        <FormField
          label="Admin fee"
          hint="A fraction of win/loss: 0.10 is 10%"
          inputMode="decimal"
          autoComplete="off"
          maxLength={6}
          error={errors.admin_fee_rate?.message}
          {...form.register('admin_fee_rate')}
        />
        <FormField
          label={`CPA (${currency})`}
          hint="Per qualified first depositor; 0 for none"
          inputMode="decimal"
          autoComplete="off"
          maxLength={15}
          error={errors.cpa_amount?.message}
          {...form.register('cpa_amount')}
        />
        <FormField
          label={`CPA minimum deposit (${currency})`}
          inputMode="decimal"
          autoComplete="off"
          maxLength={15}
          error={errors.cpa_min_deposit?.message}
          {...form.register('cpa_min_deposit')}
        />
        <CheckboxField
          label="Carry a negative month into the next"
          className="sm:col-span-2"
          {...form.register('negative_carry_over')}
        />
        {errors.root?.server && <Alert className="sm:col-span-2">{errors.root.server.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending}>
            Save plan
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
