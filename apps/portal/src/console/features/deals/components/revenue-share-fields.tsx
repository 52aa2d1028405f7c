import { useFieldArray, useWatch } from 'react-hook-form';
import { Plus, X } from 'lucide-react';
import { playerCategory, playerCategoryLabels } from '@affiliate/contract/common/players';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { emptyTier, type RevenueShareMode } from '../lib/deal-form';
import { RateField, type DealForm } from './rate-field';

const modeOptions: Array<{ value: RevenueShareMode; label: string }> = [
  { value: 'none', label: 'None' },
  { value: 'flat', label: 'Flat: one rate' },
  { value: 'tiered', label: 'Tiered: the month at the tier reached' },
  { value: 'ladder', label: 'Ladder: each band of NGR at its rate' },
];

const tierByOptions = [
  { value: 'ngr', label: 'NGR of the month' },
  { value: 'first_depositors', label: 'First depositors in the month' },
];

const modeHints: Record<RevenueShareMode, string> = {
  none: 'The deal pays no share of NGR.',
  flat: 'One rate on the whole NGR.',
  tiered: 'The whole month is paid at the rate of the highest tier reached.',
  ladder: 'Each band of NGR is paid at its own rate; a ladder’s bands are of NGR.',
};

/**
 * The revenue share: its mode, what reaches a tier, the tiers (one row each: where it starts, its rate;
 * the rows stack on a narrow screen) and optional rates by product.
 */
export function RevenueShareFields({ form }: { form: DealForm }) {
  const tiers = useFieldArray({ control: form.control, name: 'revenue_share.tiers' });
  const [mode, tierBy, currency] = useWatch({
    control: form.control,
    name: ['revenue_share.mode', 'revenue_share.tier_by', 'currency'],
  });
  const errors = form.formState.errors.revenue_share;
  const tiersError = errors?.tiers?.root?.message ?? errors?.tiers?.message;
  const byDepositors = mode === 'tiered' && tierBy === 'first_depositors';
  const fromHint = byDepositors
    ? 'First depositors in the month, a whole number.'
    : `NGR of the month${currency ? `, in ${currency}` : ''}.`;

  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-base font-semibold text-ink">Revenue share</legend>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <SelectField
          label="Mode"
          options={modeOptions}
          hint={modeHints[mode]}
          error={errors?.mode?.message}
          {...form.register('revenue_share.mode', {
            // A ladder pays bands of NGR: what reaches its tiers is not a choice.
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value === 'ladder') form.setValue('revenue_share.tier_by', 'ngr');
            },
          })}
        />
        {mode === 'tiered' && (
          <SelectField
            label="Tiers reached by"
            options={tierByOptions}
            error={errors?.tier_by?.message}
            {...form.register('revenue_share.tier_by')}
          />
        )}
      </div>

      {mode === 'flat' && (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          <RateField
            form={form}
            name="revenue_share.tiers.0.rate"
            label="Rate (%)"
            error={errors?.tiers?.[0]?.rate?.message ?? tiersError}
          />
        </div>
      )}

      {(mode === 'tiered' || mode === 'ladder') && (
        <div className="flex flex-col gap-3">
          {tiers.fields.map((row, index) => (
            <fieldset key={row.id} className="min-w-0 rounded-xl border border-line p-3">
              <legend className="px-1 text-sm font-medium text-ink">Tier {index + 1}</legend>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start">
                <FormField
                  label="From"
                  inputMode="decimal"
                  autoComplete="off"
                  maxLength={18}
                  readOnly={index === 0}
                  hint={index === 0 ? 'The first tier starts from 0.' : fromHint}
                  error={errors?.tiers?.[index]?.from?.message}
                  {...form.register(`revenue_share.tiers.${index}.from`)}
                />
                <RateField
                  form={form}
                  name={`revenue_share.tiers.${index}.rate`}
                  label="Rate (%)"
                  error={errors?.tiers?.[index]?.rate?.message}
                />
                {index > 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="justify-self-start sm:mt-7"
                    aria-label={`Remove tier ${index + 1}`}
                    onClick={() => tiers.remove(index)}
                  >
                    <X aria-hidden="true" className="size-4" />
                    Remove
                  </Button>
                )}
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
              onClick={() => tiers.append(emptyTier(tiers.fields.length === 0), { shouldFocus: true })}
            >
              <Plus aria-hidden="true" className="size-4" />
              Add a tier
            </Button>
          </div>
        </div>
      )}

      {mode !== 'none' && (
        <fieldset className="min-w-0">
          <legend className="mb-2 text-sm font-medium text-ink">Rates by product (optional)</legend>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {playerCategory.options.map((product) => (
              <RateField
                key={product}
                form={form}
                name={`revenue_share.product_rates.${product}`}
                label={`${playerCategoryLabels[product]} rate (%)`}
                emptyHint="Empty: the tier’s rate."
                error={errors?.product_rates?.[product]?.message}
              />
            ))}
          </div>
        </fieldset>
      )}
    </fieldset>
  );
}
