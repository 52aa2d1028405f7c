import { useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import {
  bannerType,
  bannerTypeLabels,
  type AddCatalogueBannerRequest,
} from '@affiliate/contract/endpoints/banners';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SelectField } from '@/components/ui/select-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { languageName } from '@/lib/language-names';
import { useAddBanner, type CatalogueBanner } from '../api/banners';
import {
  bannerFormSchema,
  COMMON_LANGUAGES,
  emptyBannerForm,
  emptyCreative,
  HEADLINE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  onFormFields,
  type BannerFormInput,
} from '../lib/banner-form';
import { CreativeFields } from './creative-fields';

const typeOptions = bannerType.options.map((value) => ({ value, label: bannerTypeLabels[value] }));

/** The common languages and those the catalogue holds already, by name. */
function languageOptions(inCatalogue: readonly string[]) {
  return [...new Set([...COMMON_LANGUAGES, ...inCatalogue])]
    .map((value) => ({ value, label: languageName(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}

/** The brand choices: the first brand is the empty value (what the gateway takes when none is sent). */
export function brandOptions(brands: ReadonlyArray<{ code: string; name: string; isFirst: boolean }>) {
  return brands.map((brand) => ({ value: brand.isFirst ? '' : brand.code, label: brand.name }));
}

/**
 * Adds a banner to a brand's catalogue (picked from the program's brands, the first brand first): its name, type and language, and one creative per size (a text link:
 * its headline). Each creative's size is read from its file, never typed. The browser refuses what it
 * can before sending; the gateway's refusals of the bytes come back on their creative's file.
 */
export function AddBannerDialog({
  open,
  languages,
  brands,
  onClose,
}: {
  open: boolean;
  languages: readonly string[];
  brands: ReadonlyArray<{ code: string; name: string; isFirst: boolean }>;
  onClose: (added: CatalogueBanner | null) => void;
}) {
  const add = useAddBanner();
  const form = useForm<BannerFormInput, unknown, AddCatalogueBannerRequest>({
    resolver: zodResolver(bannerFormSchema),
    defaultValues: emptyBannerForm(),
    ...formValidationModes,
  });
  const creatives = useFieldArray({ control: form.control, name: 'creatives' });
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const creativesError = errors.creatives?.root?.message ?? errors.creatives?.message;

  // A chosen file is checked at once: its type, its bytes and the size it declares.
  const checkFile = (index: number) => void form.trigger(`creatives.${index}.file`);
  const close = (added: CatalogueBanner | null) => {
    form.reset(emptyBannerForm());
    add.reset();
    onClose(added);
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      close(await add.mutateAsync(body));
    } catch (reason) {
      const rows = creatives.fields.map((_, i) => `creatives.${i}.file` as const);
      const fields: Path<BannerFormInput>[] = [
        'name',
        'brand',
        'type',
        'language',
        'headline',
        'creatives',
        ...rows,
      ];
      putServerErrors(onFormFields(reason, body.type), form.setError, fields);
    }
  });

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && close(null)}
      title="Add a banner"
      description="Affiliates find it in the banner generator at once."
      widthClass="w-[min(92vw,640px)]"
    >
      <form
        noValidate
        aria-label="Add a banner"
        className="mt-5 flex flex-col gap-4 text-left"
        onSubmit={(event) => void submit(event)}
      >
        <FormField
          label="Name"
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <SelectField
          label="Brand"
          options={brandOptions(brands)}
          hint="Affiliates find it in the banner generator with that brand's codes."
          error={errors.brand?.message}
          {...form.register('brand')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Type"
            options={typeOptions}
            error={errors.type?.message}
            {...form.register('type')}
          />
          <SelectField
            label="Language"
            options={languageOptions(languages)}
            error={errors.language?.message}
            {...form.register('language')}
          />
        </div>
        {type === 'text' ? (
          <FormField
            label="Headline"
            autoComplete="off"
            maxLength={HEADLINE_MAX_LENGTH}
            hint="The link's text, on one line."
            error={errors.headline?.message}
            {...form.register('headline')}
          />
        ) : (
          <div className="flex flex-col gap-3">
            {creatives.fields.map((row, index) => (
              <CreativeFields
                key={row.id}
                index={index}
                control={form.control}
                errors={errors.creatives}
                onChosen={() => checkFile(index)}
                onRemove={() => creatives.remove(index)}
              />
            ))}
            {creativesError && (
              <p role="alert" className="text-sm text-error-ink">
                {creativesError}
              </p>
            )}
            <div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => creatives.append(emptyCreative(), { shouldFocus: true })}
              >
                <Plus aria-hidden="true" className="size-4" />
                Add a size
              </Button>
            </div>
          </div>
        )}
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(null)}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending}>
            Add banner
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
