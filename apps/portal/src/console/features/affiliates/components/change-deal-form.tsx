import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { SelectField } from '@/components/ui/select-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { useAssignDeal, useBrandChoices, useDealChoices, type BrandChoice } from '../api/affiliates';
import {
  assignDealBody,
  assignedText,
  changeDealForm,
  dealOptions,
  offeredDeals,
  type ChangeDealValues,
} from '../lib/change-deal-form';

const empty: ChangeDealValues = { brand: '', deal: '', from: '' };

const brandOptions = (brands: readonly BrandChoice[]) => [
  { value: '', label: 'All brands' },
  ...brands.map((brand) => ({ value: brand.code, label: brand.name })),
];

function dealHint(currency: string, brand: string, noDeal: boolean): string {
  if (noDeal) return `No deal is in ${currency} yet: create one on the Deals screen.`;
  return brand === ''
    ? `The deals in ${currency}, the affiliate’s currency; a deal made for one brand is assigned for that brand.`
    : `The deals in ${currency} for every brand or this one; the deal for all brands ends this brand’s own deal.`;
}

/**
 * Puts the affiliate on one of the program's deals in its currency, from a month: for all brands, or for
 * one brand's players (or back to the deal for all brands for them). The rule is the gateway's (a month's
 * terms are fixed once it has figures), told beside the fields; a refusal lands on the field at fault.
 * The answer stays under the form while the record, read again, shows the deal.
 */
export function ChangeDealForm({ memberId, currency }: { memberId: number; currency: string }) {
  const headingId = useId();
  const deals = useDealChoices();
  const brands = useBrandChoices();
  const assign = useAssignDeal();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<ChangeDealValues>({
    resolver: zodResolver(changeDealForm),
    defaultValues: empty,
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const brand = useWatch({ control: form.control, name: 'brand' });
  const offered = offeredDeals(deals.data ?? [], currency, brand);
  const options = dealOptions(offered, brand);
  // The month picker starts at the running month (UTC, as the gateway counts months).
  const runningMonth = new Date().toISOString().slice(0, 7);
  const brandName = (code: string | null) =>
    code === null ? null : (brands.data?.find((one) => one.code === code)?.name ?? code);

  const submit = form.handleSubmit(async (values) => {
    setAnswer(null);
    try {
      const assignment = await assign.mutateAsync({ params: { memberId }, body: assignDealBody(values) });
      form.reset(empty);
      setAnswer(assignedText(assignment, brandName(assignment.brand)));
    } catch (reason) {
      putServerErrors(reason, form.setError, ['brand', 'deal', 'from']);
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="mt-4 flex flex-col gap-3 border-t border-line pt-4"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={headingId} className="text-base font-semibold text-ink">
        Change deal
      </h3>
      <p className="text-sm text-muted">
        Applies from next month; from this month only while the affiliate has no activity this month.
      </p>
      {/* One column: the record's plan card is narrow beside the figures, and a deal's name is long. */}
      <div className="flex flex-col gap-3">
        <SelectField
          label="Brand"
          options={brandOptions(brands.data ?? [])}
          hint="For one brand, its players are paid under the deal chosen; the other brands stay on the deal for all brands."
          error={errors.brand?.message}
          {...form.register('brand', {
            onChange: (event: { target: { value: string } }) => {
              // The deal already chosen stays only while the new brand choice still offers it.
              const next = event.target.value;
              const still = dealOptions(offeredDeals(deals.data ?? [], currency, next), next);
              if (!still.some((option) => option.value === form.getValues('deal'))) form.setValue('deal', '');
            },
          })}
        />
        <SelectField
          label="Deal"
          options={options}
          disabled={!deals.data}
          hint={
            deals.isPending
              ? 'Loading the deals…'
              : dealHint(currency, brand, Boolean(deals.data) && offered.length === 0)
          }
          error={errors.deal?.message}
          {...form.register('deal')}
        />
        <FormField
          label="From month (optional)"
          type="month"
          min={runningMonth}
          placeholder="YYYY-MM"
          autoComplete="off"
          maxLength={7}
          hint="Like 2027-01; left empty, the earliest month allowed."
          error={errors.from?.message}
          {...form.register('from')}
        />
      </div>
      {deals.isError && (
        <LoadFailedAlert
          message="We could not load the deals."
          error={deals.error}
          retrying={deals.isFetching}
          onRetry={() => void deals.refetch()}
        />
      )}
      {brands.isError && (
        <LoadFailedAlert
          message="We could not load the brands."
          error={brands.error}
          retrying={brands.isFetching}
          onRetry={() => void brands.refetch()}
        />
      )}
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      {answer && (
        <Alert tone="success">
          {/* A deal's name or a reason may be one long word: it wraps rather than widen a 360 px screen. */}
          <span className="[overflow-wrap:anywhere]">{answer}</span>
        </Alert>
      )}
      <div>
        <Button type="submit" variant="secondary" loading={assign.isPending}>
          Change deal
        </Button>
      </div>
    </form>
  );
}
