import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ProgramSettings, WithdrawalIdentityRequirement } from '@affiliate/contract/endpoints/operator';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { formatDateTime } from '@/lib/dates';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { useSetIdentityRule } from '../api/program-settings';
import {
  describeIdentityRule,
  identityRuleChoices,
  identityRuleFormSchema,
  identityRuleFormValues,
  identityRuleLabels,
  type IdentityRuleFormInput,
} from '../lib/identity-rule-form';

/** When an affiliate must have a verified identity to withdraw: never, before the first withdrawal, or above an amount. */
export function IdentityRuleCard({ identity }: { identity: ProgramSettings['withdrawal_identity'] }) {
  const setRule = useSetIdentityRule();
  const formId = useId();
  const form = useForm<IdentityRuleFormInput, unknown, WithdrawalIdentityRequirement>({
    resolver: zodResolver(identityRuleFormSchema),
    defaultValues: identityRuleFormValues(identity.rule),
    ...formValidationModes,
  });
  const { errors, isDirty } = form.formState;
  const choice = useWatch({ control: form.control, name: 'require' });
  const stored = identity.rule;

  // A rule read again (saved here, or changed by another admin) becomes the form's starting point.
  useEffect(() => form.reset(identityRuleFormValues(stored)), [form, stored]);

  const submit = form.handleSubmit(async (rule) => {
    try {
      await setRule.mutateAsync(rule);
    } catch (reason) {
      putServerErrors(reason, form.setError, ['amount']);
    }
  });

  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink">Identity rule for withdrawals</h2>
      <p className="mt-1 text-sm text-muted">
        {describeIdentityRule(stored)}
        {identity.updated_at && ` Last changed ${formatDateTime(identity.updated_at)}.`}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">A verified identity is needed</legend>
          {identityRuleChoices.map((value) => (
            <div key={value} className="flex items-start gap-2 text-sm text-ink">
              <input
                id={`${formId}-${value}`}
                type="radio"
                value={value}
                aria-describedby={`${formId}-${value}-hint`}
                className="mt-0.5 size-4 shrink-0 cursor-pointer accent-[#16181d]"
                {...form.register('require')}
              />
              <div>
                <label htmlFor={`${formId}-${value}`} className="cursor-pointer font-medium">
                  {identityRuleLabels[value].label}
                </label>
                <p id={`${formId}-${value}-hint`} className="text-xs text-muted">
                  {identityRuleLabels[value].hint}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        {choice === 'above-amount' && (
          <FormField
            label="Amount"
            hint="In each affiliate's own balance currency."
            inputMode="decimal"
            autoComplete="off"
            maxLength={19}
            className="max-w-xs"
            error={errors.amount?.message}
            {...form.register('amount')}
          />
        )}
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        {setRule.isSuccess && !isDirty && <Alert tone="success">The rule is saved.</Alert>}
        <div>
          <Button type="submit" loading={setRule.isPending} disabled={!isDirty}>
            Save rule
          </Button>
        </div>
      </form>
    </Card>
  );
}
