import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import {
  addLandingPageRequest,
  LANDING_PAGE_LABEL_MAX_LENGTH,
  type AddLandingPageRequest,
  type LandingPage,
} from '@affiliate/contract/endpoints/landing-pages';
import { LANDING_TARGET_MAX_LENGTH } from '@affiliate/contract/endpoints/tracking';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { useAddLandingPage } from '../api/landing-pages';

const empty: AddLandingPageRequest = { label: '', prefix: '' };

/**
 * Allows a landing page: the contract's rules in the browser (https, or http on localhost; no user name
 * or password; no query), the gateway's refusal of a page already allowed on the address field.
 */
export function AddLandingPageForm({ onAdded }: { onAdded: (page: LandingPage) => void }) {
  const add = useAddLandingPage();
  const form = useForm<AddLandingPageRequest>({
    resolver: zodResolver(addLandingPageRequest),
    defaultValues: empty,
    ...formValidationModes,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      const page = await add.mutateAsync(body);
      form.reset(empty);
      onAdded(page);
    } catch (reason) {
      putServerErrors(reason, form.setError, ['label', 'prefix']);
    }
  });

  return (
    <form
      noValidate
      aria-label="Allow a landing page"
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <FormField
          label="Label"
          autoComplete="off"
          maxLength={LANDING_PAGE_LABEL_MAX_LENGTH}
          hint="What affiliates see, e.g. Champions League final."
          error={errors.label?.message}
          {...form.register('label')}
        />
        <FormField
          label="Address"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={LANDING_TARGET_MAX_LENGTH}
          placeholder="https://brand.example/sports"
          hint="Links may lead to this page and every page under it."
          error={errors.prefix?.message}
          {...form.register('prefix')}
        />
      </div>
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      <div>
        <Button type="submit" loading={add.isPending}>
          <Plus aria-hidden="true" className="size-4" />
          Allow page
        </Button>
      </div>
    </form>
  );
}
