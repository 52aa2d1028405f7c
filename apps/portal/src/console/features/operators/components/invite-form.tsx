import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { operatorRoles, type OperatorRole } from '@affiliate/contract/common/endpoint';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { roleDescriptions, roleNames } from '../../../lib/operator-roles';
import { useInviteOperator } from '../api/operators';
import { inviteFormSchema, type InviteFormInput, type InviteFormValues } from '../lib/invite-form';
import { InvitationLinkDialog, type IssuedInvitation } from './invitation-link-dialog';

const empty: InviteFormInput = { email: '', role: '' };
const roleOptions = [
  { value: '', label: 'Choose a role' },
  ...operatorRoles.map((role) => ({ value: role, label: roleNames[role] })),
];
const isRole = (value: string): value is OperatorRole => (operatorRoles as readonly string[]).includes(value);

/** Invite someone to the console by address and role; the link is shown once, in a dialog. */
export function InviteForm() {
  const invite = useInviteOperator();
  const [issued, setIssued] = useState<IssuedInvitation | null>(null);
  const form = useForm<InviteFormInput, unknown, InviteFormValues>({
    resolver: zodResolver(inviteFormSchema),
    defaultValues: empty,
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const submit = form.handleSubmit(async (values) => {
    try {
      // The form empties when the link's dialog closes: emptied now, the address field would lose the
      // focus to the dialog empty and show its 'required' message behind it.
      setIssued(await invite.mutateAsync(values));
    } catch (reason) {
      putServerErrors(reason, form.setError, ['email', 'role'], { conflictsOnFields: true });
    }
  });

  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink">Invite an operator</h2>
      <p className="mt-1 text-sm text-muted">
        They get a link to choose a password and set up an authenticator. Send it to them yourself: the
        console does not mail it.
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-5 grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-start"
      >
        <FormField
          label="Email"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField
          label="Role"
          options={roleOptions}
          hint={isRole(role) ? roleDescriptions[role] : 'What they may do in the console.'}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <Button type="submit" loading={invite.isPending} className="md:mt-7">
          <UserPlus aria-hidden="true" className="size-4" />
          Invite
        </Button>
        {errors.root?.server && <Alert className="md:col-span-3">{errors.root.server.message}</Alert>}
      </form>
      <InvitationLinkDialog
        invitation={issued}
        onClose={() => {
          setIssued(null);
          form.reset(empty);
        }}
      />
    </Card>
  );
}
