import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import type { CarryOverKind } from '../lib/deal-form';
import { RateField, type DealForm } from './rate-field';

const carryOptions: Array<{ value: CarryOverKind; label: string }> = [
  { value: 'carry', label: 'Is carried into the next month' },
  { value: 'reset', label: 'Is not carried over' },
  { value: 'cap', label: 'Is carried, up to a cap' },
];

/** What is taken off NGR (the admin fee) and what happens to a negative month. */
export function FeeAndCarryFields({ form }: { form: DealForm }) {
  const [kind, currency] = useWatch({
    control: form.control,
    name: ['negative_carry_over.kind', 'currency'],
  });
  const errors = form.formState.errors;
  return (
    <fieldset className="min-w-0">
      <legend className="mb-3 text-base font-semibold text-ink">Admin fee and negative months</legend>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <RateField
          form={form}
          name="admin_fee_rate"
          label="Admin fee (% of win/loss)"
          emptyHint="Taken off NGR; empty: no admin fee."
          error={errors.admin_fee_rate?.message}
        />
        <SelectField
          label="A negative month"
          options={carryOptions}
          hint="Carried: it is earned back before revenue share is paid."
          error={errors.negative_carry_over?.kind?.message}
          {...form.register('negative_carry_over.kind')}
        />
        {kind === 'cap' && (
          <FormField
            label={currency ? `Carry-over cap (${currency})` : 'Carry-over cap'}
            inputMode="decimal"
            autoComplete="off"
            maxLength={18}
            hint="At most this much of a negative month is carried."
            error={errors.negative_carry_over?.cap?.message}
            {...form.register('negative_carry_over.cap')}
          />
        )}
      </div>
    </fieldset>
  );
}
