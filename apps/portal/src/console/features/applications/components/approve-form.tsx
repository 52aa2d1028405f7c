import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import type { Deal } from '@affiliate/contract/endpoints/deals';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { useApproveApplication, type Application } from '../api/applications';
import {
  approveForm,
  dealOptions,
  dealsFor,
  preselectedDeal,
  type ApproveValues,
} from '../lib/approve-deals';

/**
 * Approves the application with one of the program's deals in the applicant's currency (the default deal
 * chosen when it is one): the affiliate is created with the username and password they chose, and mailed.
 * Only once the email is confirmed; the gateway's refusal of the deal lands on the field, anything else
 * (decided meanwhile, the username taken since) above the button.
 */
export function ApproveForm({
  application,
  deals,
  onApproved,
}: {
  application: Application;
  deals: readonly Deal[];
  onApproved: (approved: Application) => void;
}) {
  const headingId = useId();
  const blockedId = useId();
  const approve = useApproveApplication();
  const offered = dealsFor(deals, application.currency);
  const form = useForm<ApproveValues>({
    resolver: zodResolver(approveForm),
    defaultValues: { deal: preselectedDeal(offered) },
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const unconfirmed = application.email_confirmed_at === null;

  const submit = form.handleSubmit(async (values) => {
    try {
      onApproved(await approve.mutateAsync({ params: { applicationId: application.id }, body: values }));
    } catch (reason) {
      putServerErrors(reason, form.setError, ['deal']);
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={headingId} className="text-base font-semibold text-ink">
        Approve
      </h3>
      <SelectField
        label="Deal"
        className="sm:max-w-md"
        options={dealOptions(offered)}
        disabled={unconfirmed}
        hint={
          offered.length === 0
            ? `No deal for all brands is in ${application.currency} yet: finance creates one on the Deals screen.`
            : `The deals for all brands in ${application.currency}, the applicant’s currency. A brand’s own deal is assigned on the affiliate’s record later.`
        }
        error={errors.deal?.message}
        {...form.register('deal')}
      />
      {unconfirmed && (
        <p id={blockedId} className="text-sm text-muted">
          The applicant has not confirmed their email yet: an application is approved once they have.
        </p>
      )}
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      <div>
        <Button
          type="submit"
          loading={approve.isPending}
          disabled={unconfirmed}
          aria-describedby={unconfirmed ? blockedId : undefined}
        >
          <CircleCheck aria-hidden="true" className="size-4" />
          Approve with this deal
        </Button>
      </div>
    </form>
  );
}
