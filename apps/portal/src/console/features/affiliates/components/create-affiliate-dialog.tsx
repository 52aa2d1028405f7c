import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { affiliatePath } from '../../../config/console-routes';
import { useCreateAffiliate } from '../api/affiliates';
import {
  createAffiliateFields,
  createAffiliateFormSchema,
  emptyCreateAffiliateForm,
  upperCase,
  type CreateAffiliateFormInput,
  type CreateAffiliateFormValues,
} from '../lib/create-affiliate-form';

/**
 * Creates an affiliate account (admins): the gateway gives it every product, the default plan and a
 * referral code from the username. The operator sets the first password and hands it over; the record
 * opens once it is made. A taken username or email comes back on its field.
 */
export function CreateAffiliateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateAffiliate();
  const navigate = useNavigate();
  const form = useForm<CreateAffiliateFormInput, unknown, CreateAffiliateFormValues>({
    resolver: zodResolver(createAffiliateFormSchema),
    defaultValues: emptyCreateAffiliateForm,
    ...formValidationModes,
  });
  const { errors } = form.formState;

  const close = () => {
    form.reset(emptyCreateAffiliateForm);
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync({ body: values });
      close();
      await navigate(affiliatePath(created.id));
    } catch (reason) {
      putServerErrors(reason, form.setError, createAffiliateFields);
    }
  });

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title="Create an affiliate"
      description="They sign in with this username or email and the password you set here."
      widthClass="w-[min(92vw,560px)]"
    >
      <form
        noValidate
        className="mt-5 grid grid-cols-1 gap-4 text-left sm:grid-cols-2"
        onSubmit={(event) => void submit(event)}
      >
        <FormField
          label="Username"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          error={errors.username?.message}
          {...form.register('username')}
        />
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
        <FormField
          label="First name"
          autoComplete="off"
          maxLength={80}
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <FormField
          label="Last name"
          autoComplete="off"
          maxLength={80}
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <FormField
          label="Country"
          hint="2-letter code, e.g. DE"
          autoComplete="off"
          maxLength={2}
          error={errors.country?.message}
          {...form.register('country', { setValueAs: upperCase })}
        />
        <FormField
          label="Currency"
          hint="3-letter code, e.g. EUR"
          autoComplete="off"
          maxLength={3}
          error={errors.currency?.message}
          {...form.register('currency', { setValueAs: upperCase })}
        />
        <FormField
          label="First password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters. Hand it to them; they can change it in their settings."
          className="sm:col-span-2"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {errors.root?.server && <Alert className="sm:col-span-2">{errors.root.server.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create affiliate
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
