import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BRAND_ADDRESS_MAX_LENGTH,
  BRAND_NAME_MAX_LENGTH,
  type Brand,
} from '@affiliate/contract/endpoints/brands';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { useAddBrand, useEditBrand } from '../api/brands';
import {
  addRequestOf,
  brandFormSchema,
  editRequestOf,
  emptyBrandForm,
  formOf,
  type BrandFormValues,
} from '../lib/brand-form';

const fields = ['code', 'name', 'currency', 'landing_url', 'logo_url', 'open_to_affiliates'] as const;

/**
 * Adds a brand (no `brand`) or edits one: the contract's rules in the browser, the gateway's refusals (a
 * code taken, a currency its players' figures are already in) on their fields.
 */
export function BrandForm({
  brand,
  onSaved,
  onCancel,
}: {
  brand?: Brand;
  onSaved: (brand: Brand) => void;
  onCancel?: () => void;
}) {
  const add = useAddBrand();
  const edit = useEditBrand();
  const mode = brand ? 'edit' : 'add';
  const form = useForm<BrandFormValues>({
    resolver: zodResolver(brandFormSchema(mode, brand?.is_first ?? false)),
    defaultValues: brand ? formOf(brand) : emptyBrandForm,
    ...formValidationModes,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = brand
        ? await edit.mutateAsync({ code: brand.code, body: editRequestOf(values) })
        : await add.mutateAsync(addRequestOf(values));
      // The screen moves focus first: a reset before would leave an empty Code field to be checked on its blur.
      onSaved(saved);
      if (!brand) form.reset(emptyBrandForm);
    } catch (reason) {
      putServerErrors(reason, form.setError, fields);
    }
  });

  return (
    <form
      noValidate
      aria-label={brand ? `Edit ${brand.name}` : 'Add a brand'}
      className="flex flex-col gap-4 text-left"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {!brand && (
          <FormField
            label="Code"
            autoComplete="off"
            spellCheck={false}
            maxLength={32}
            hint="Lower-case letters, digits and hyphens; it never changes."
            error={errors.code?.message}
            {...form.register('code')}
          />
        )}
        <FormField
          label="Name"
          autoComplete="off"
          maxLength={BRAND_NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <FormField
          label="Currency"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={3}
          hint="ISO 4217: the currency its players’ activity arrives in."
          error={errors.currency?.message}
          {...form.register('currency', { setValueAs: (value: string) => value.trim().toUpperCase() })}
        />
        <FormField
          label="Landing page"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={BRAND_ADDRESS_MAX_LENGTH}
          placeholder="https://br.goldline.example/"
          hint={
            brand?.is_first
              ? 'Where a plain link leads; leave empty for the deployment’s landing page.'
              : 'Where a plain link of this brand leads.'
          }
          error={errors.landing_url?.message}
          {...form.register('landing_url')}
        />
        <FormField
          label="Logo (optional)"
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          maxLength={BRAND_ADDRESS_MAX_LENGTH}
          placeholder="https://br.goldline.example/logo.svg"
          error={errors.logo_url?.message}
          {...form.register('logo_url')}
        />
      </div>
      <CheckboxField label="Open to affiliates" {...form.register('open_to_affiliates')} />
      {errors.open_to_affiliates?.message && (
        <p className="text-sm text-error-ink">{errors.open_to_affiliates.message}</p>
      )}
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={brand ? edit.isPending : add.isPending}>
          {brand ? 'Save brand' : 'Add brand'}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
