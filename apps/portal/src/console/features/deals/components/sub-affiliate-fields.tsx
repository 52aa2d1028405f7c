import { useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import type { SubAffiliatesMode } from '../lib/deal-form';
import { RateField, type DealForm } from './rate-field';

const modeOptions: Array<{ value: SubAffiliatesMode; label: string }> = [
  { value: 'none', label: 'Nothing' },
  { value: 'share', label: 'A share of each sub-affiliate’s commission or NGR' },
  { value: 'per_player', label: 'An amount per qualified player of each sub-affiliate' },
];

const shareOfOptions = [
  { value: 'commission', label: 'Their commission (after their own month closes)' },
  { value: 'ngr', label: 'Their NGR' },
];

const modeHints: Record<SubAffiliatesMode, string> = {
  none: 'The deal pays nothing on the affiliate’s sub-affiliates.',
  share: 'Paid on each direct sub-affiliate’s month, for the months below.',
  per_player: 'Paid for each of a direct sub-affiliate’s players who qualifies for the CPA in the month.',
};

/**
 * What the deal pays an affiliate on its direct sub-affiliates (issue 38): a share of each sub's
 * commission or NGR, or an amount per qualified player, for a number of months from each sub's approval.
 * Only a deal for every brand has one: the contract refuses it in a brand's deal, on the mode.
 */
export function SubAffiliateFields({ form }: { form: DealForm }) {
  const [mode, currency, brand] = useWatch({
    control: form.control,
    name: ['sub_affiliates.mode', 'currency', 'brand'],
  });
  const errors = form.formState.errors.sub_affiliates;
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-3 text-base font-semibold text-ink">Sub-affiliates</legend>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <SelectField
          label="Pays on sub-affiliates"
          options={modeOptions}
          hint={brand ? 'Only a deal for every brand pays on sub-affiliates.' : modeHints[mode]}
          error={errors?.mode?.message}
          {...form.register('sub_affiliates.mode')}
        />
        {mode === 'share' && (
          <>
            <SelectField
              label="Share of"
              options={shareOfOptions}
              error={errors?.share_of?.message}
              {...form.register('sub_affiliates.share_of')}
            />
            <RateField
              form={form}
              name="sub_affiliates.rate"
              label="Rate (% of it)"
              error={errors?.rate?.message}
            />
          </>
        )}
        {mode === 'per_player' && (
          <FormField
            label={currency ? `Amount per qualified player (${currency})` : 'Amount per qualified player'}
            inputMode="decimal"
            autoComplete="off"
            maxLength={18}
            hint="For each of the sub-affiliate’s players who qualifies for the CPA."
            error={errors?.per_qualified_player?.message}
            {...form.register('sub_affiliates.per_qualified_player')}
          />
        )}
        {mode !== 'none' && (
          <FormField
            label="For months from their approval"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            hint="1 to 120; the month a sub-affiliate is approved is the first."
            error={errors?.months?.message}
            {...form.register('sub_affiliates.months')}
          />
        )}
      </div>
    </fieldset>
  );
}
