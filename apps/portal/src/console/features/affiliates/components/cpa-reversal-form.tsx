import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CPA_REVERSAL_REASON_MAX_LENGTH } from '@affiliate/contract/endpoints/cpa-reversals';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { readApiFailure } from '@/lib/api-error';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { useReverseCpa } from '../api/affiliates';
import { cpaReversalForm, reversedText, type CpaReversalValues } from '../lib/cpa-reversal-form';

const empty: CpaReversalValues = { customer_id: '', reason: '' };

/**
 * Reversing a qualified player's CPA, a rare action: folded away under its own disclosure. An unknown
 * player is told on the id; the gateway's other refusals (not qualified, already reversed) in its words
 * under the form.
 */
export function CpaReversalForm({ memberId }: { memberId: number }) {
  const reverse = useReverseCpa();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<CpaReversalValues>({
    resolver: zodResolver(cpaReversalForm),
    defaultValues: empty,
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const reason = useWatch({ control: form.control, name: 'reason' });

  const submit = form.handleSubmit(async (values) => {
    setAnswer(null);
    try {
      const reversal = await reverse.mutateAsync({
        params: { customerId: Number(values.customer_id) },
        body: { reason: values.reason.trim() },
      });
      form.reset(empty);
      setAnswer(reversedText(reversal, memberId));
    } catch (failed) {
      const failure = readApiFailure(failed);
      if (failure.status === 404)
        form.setError('customer_id', { type: 'server', message: failure.message }, { shouldFocus: true });
      else putServerErrors(failed, form.setError, ['reason']);
    }
  });

  return (
    <details className="mt-4 border-t border-line pt-4 text-sm">
      <summary className="cursor-pointer font-medium text-info-ink">Reverse a player’s CPA</summary>
      <form
        noValidate
        aria-label="Reverse a player’s CPA"
        className="mt-3 flex flex-col gap-3"
        onSubmit={(event) => void submit(event)}
      >
        <p className="text-muted">
          Takes a qualified player out of the CPA of the month it qualified in, while that month is open. The
          affiliate reads your reason on its players list.
        </p>
        <FormField
          label="Player id at the brand"
          inputMode="numeric"
          autoComplete="off"
          maxLength={16}
          error={errors.customer_id?.message}
          {...form.register('customer_id')}
        />
        <TextareaField
          label="Reason"
          className="[&_textarea]:min-h-24"
          maxLength={CPA_REVERSAL_REASON_MAX_LENGTH}
          hint="The affiliate reads it."
          counter={`${reason.length}/${CPA_REVERSAL_REASON_MAX_LENGTH}`}
          error={errors.reason?.message}
          {...form.register('reason')}
        />
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        {answer && (
          <Alert tone="success">
            {/* A deal's name or a reason may be one long word: it wraps rather than widen a 360 px screen. */}
            <span className="[overflow-wrap:anywhere]">{answer}</span>
          </Alert>
        )}
        <div>
          <Button type="submit" variant="danger" loading={reverse.isPending}>
            Reverse CPA
          </Button>
        </div>
      </form>
    </details>
  );
}
