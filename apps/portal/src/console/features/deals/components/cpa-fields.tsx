import { useFieldArray, useWatch } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { emptyCpaTier } from '../lib/deal-form';
import type { DealForm } from './rate-field';

/**
 * The CPA, when the deal pays one: the amount per qualified player, what qualifies a player (each
 * optional), tiers by the month's count of qualified players and a monthly cap.
 */
export function CpaFields({ form }: { form: DealForm }) {
  const tiers = useFieldArray({ control: form.control, name: 'cpa.tiers' });
  const [enabled, currency] = useWatch({ control: form.control, name: ['cpa.enabled', 'currency'] });
  const errors = form.formState.errors.cpa;
  const tiersError = errors?.tiers?.root?.message ?? errors?.tiers?.message;
  const money = (label: string) => (currency ? `${label} (${currency})` : label);
  const amountField = { inputMode: 'decimal', autoComplete: 'off', maxLength: 18 } as const;
  const countField = { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 } as const;

  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-base font-semibold text-ink">CPA</legend>
      <CheckboxField label="Pay a CPA per qualified player" {...form.register('cpa.enabled')} />
      {enabled && (
        <>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <FormField
              label={money('Amount per player')}
              hint="Paid whatever the NGR."
              error={errors?.amount?.message}
              {...amountField}
              {...form.register('cpa.amount')}
            />
            <FormField
              label="Monthly cap (players, optional)"
              hint="Qualified players past it in a month are not paid."
              error={errors?.monthly_cap?.message}
              {...countField}
              {...form.register('cpa.monthly_cap')}
            />
          </div>
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-medium text-ink">
              A player qualifies with (each optional)
            </legend>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
              <FormField
                label={money('First deposit at least')}
                hint="Empty: any first deposit."
                error={errors?.qualify?.first_deposit_min?.message}
                {...amountField}
                {...form.register('cpa.qualify.first_deposit_min')}
              />
              <FormField
                label={money('Deposits at least')}
                hint="Since registering."
                error={errors?.qualify?.deposits_min?.message}
                {...amountField}
                {...form.register('cpa.qualify.deposits_min')}
              />
              <FormField
                label={money('Turnover at least')}
                hint="Since registering."
                error={errors?.qualify?.turnover_min?.message}
                {...amountField}
                {...form.register('cpa.qualify.turnover_min')}
              />
              <FormField
                label="Within days of registering"
                hint="The registration day is day 1; empty: no limit."
                error={errors?.qualify?.window_days?.message}
                {...countField}
                maxLength={3}
                {...form.register('cpa.qualify.window_days')}
              />
            </div>
          </fieldset>
          <div className="flex flex-col gap-3">
            {tiers.fields.map((row, index) => (
              <fieldset key={row.id} className="min-w-0 rounded-xl border border-line p-3">
                <legend className="px-1 text-sm font-medium text-ink">CPA tier {index + 1}</legend>
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
                  <FormField
                    label="From (qualified players)"
                    hint="In the month."
                    error={errors?.tiers?.[index]?.from?.message}
                    {...countField}
                    {...form.register(`cpa.tiers.${index}.from`)}
                  />
                  <FormField
                    label={money('Amount per player')}
                    error={errors?.tiers?.[index]?.amount?.message}
                    {...amountField}
                    {...form.register(`cpa.tiers.${index}.amount`)}
                  />
                  <Button
                    variant="ghost"
                    size="sm"
                    className="justify-self-start sm:mt-7"
                    aria-label={`Remove CPA tier ${index + 1}`}
                    onClick={() => tiers.remove(index)}
                  >
                    <X aria-hidden="true" className="size-4" />
                    Remove
                  </Button>
                </div>
              </fieldset>
            ))}
            {tiersError && (
              <p role="alert" className="text-sm text-error-ink">
                {tiersError}
              </p>
            )}
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => tiers.append(emptyCpaTier(), { shouldFocus: true })}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add a CPA tier
              </Button>
            </div>
          </div>
        </>
      )}
    </fieldset>
  );
}
