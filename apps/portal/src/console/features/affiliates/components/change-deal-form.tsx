import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { SelectField } from '@/components/ui/select-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { useAssignDeal, useDealChoices } from '../api/affiliates';
import {
  assignDealBody,
  assignedText,
  changeDealForm,
  dealOptions,
  type ChangeDealValues,
} from '../lib/change-deal-form';

const empty: ChangeDealValues = { deal: '', from: '' };

/**
 * Puts the affiliate on one of the program's deals in its currency, from a month. The rule is the
 * gateway's (a month's terms are fixed once it has figures), told beside the fields; a refusal lands
 * on the field at fault. The answer stays under the form while the record, read again, shows the deal.
 */
export function ChangeDealForm({ memberId, currency }: { memberId: number; currency: string }) {
  const headingId = useId();
  const deals = useDealChoices();
  const assign = useAssignDeal();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<ChangeDealValues>({
    resolver: zodResolver(changeDealForm),
    defaultValues: empty,
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const options = dealOptions(deals.data ?? [], currency);
  // The month picker starts at the running month (UTC, as the gateway counts months).
  const runningMonth = new Date().toISOString().slice(0, 7);

  const submit = form.handleSubmit(async (values) => {
    setAnswer(null);
    try {
      const assignment = await assign.mutateAsync({ params: { memberId }, body: assignDealBody(values) });
      form.reset(empty);
      setAnswer(assignedText(assignment));
    } catch (reason) {
      putServerErrors(reason, form.setError, ['deal', 'from']);
    }
  });

  const dealHint = deals.isPending
    ? 'Loading the deals…'
    : deals.data && options.length === 1
      ? `No deal is in ${currency} yet: create one on the Deals screen.`
      : `The deals in ${currency}, the affiliate’s currency.`;

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
          label="Deal"
          options={options}
          disabled={!deals.data}
          hint={dealHint}
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
          what="the deals"
          error={deals.error}
          retrying={deals.isFetching}
          onRetry={() => void deals.refetch()}
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
