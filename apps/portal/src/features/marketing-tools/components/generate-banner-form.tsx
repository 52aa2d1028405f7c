import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useController, useForm, useWatch } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  bannerType,
  type BannerType,
  type SaveBannerRequest,
  type SavedBanner,
} from '@affiliate/contract/endpoints/banners';
import { Button } from '@/components/ui/button';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { FormField } from '@/components/ui/form-field';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import {
  emptyBannerForm,
  useAffiliateToolsForm,
  type BannerFormValues,
} from '@/lib/affiliate-tools-form-store';
import { useSessionMemberId } from '@/lib/auth-store';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/validation';
import { bannerCatalogueQueryOptions, wholeCatalogueQueryOptions } from '../api/get-banner-catalogue';
import { creativeAddress } from '../api/creative-address';
import { defaultReferralCode, referralCodesQueryOptions } from '../api/get-referral-codes';
import { useSaveBanner } from '../api/save-banner';
import {
  bannerFieldLabels,
  bannerFields,
  bannerFormSchema,
  changeBannerForm,
  type BannerField,
} from '../lib/banner-form';
import { bannerLanguageName, catalogueLanguages } from '../lib/banner-languages';
import { sizeOptions } from '../lib/banner-sizes';
import { bannerTypeNames, noBannersText } from '../lib/banner-types';
import { defaultCodeLabel } from '../lib/referral-code-label';
import { BannerPicker } from './banner-picker';
import { CreativePreview } from './creative-preview';

const isBannerType = (value: string): value is BannerType =>
  (bannerType.options as readonly string[]).includes(value);

/**
 * The generator's form (docs/architecture.md, "Rules the product follows"). Its values live in the affiliate tools store, so
 * they outlast a visit to another screen and are cleared at logout; the required rule runs on blur and
 * on change (a select's change, a text field's commit), never on each keystroke.
 */
export function GenerateBannerForm({ onSaved }: { onSaved: (banner: SavedBanner) => void }) {
  const { t } = useLingui();
  const memberId = useSessionMemberId();
  const enabled = memberId !== undefined;
  const setStoredForm = useAffiliateToolsForm((state) => state.setForm);
  const clearStoredForm = useAffiliateToolsForm((state) => state.clearForm);
  const [initialValues] = useState(() => useAffiliateToolsForm.getState().form);
  const form = useForm<BannerFormValues, unknown, SaveBannerRequest>({
    resolver: formResolver(bannerFormSchema),
    defaultValues: initialValues,
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const values = { ...emptyBannerForm, ...useWatch({ control: form.control }) };
  const mutation = useSaveBanner();
  const [errorMessage, setErrorMessage] = useState('');

  // The store follows the form; a reset of the store (logout, the form cleared after a save) resets the form.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values: next }) => setStoredForm({ ...emptyBannerForm, ...next }),
      }),
    [form, setStoredForm],
  );
  useEffect(
    () =>
      useAffiliateToolsForm.subscribe((state, previous) => {
        if (state.form === emptyBannerForm && previous.form !== emptyBannerForm) form.reset(emptyBannerForm);
      }),
    [form],
  );

  const codes = useQuery({ ...referralCodesQueryOptions(), enabled });
  const whole = useQuery({ ...wholeCatalogueQueryOptions(), enabled });
  const chosenType = isBannerType(values.type) ? values.type : undefined;
  const brandOfCode = (code: string) => codes.data?.find((record) => record.code === code)?.brand;
  const chosenBrand = brandOfCode(values.referral_code);
  const picker = useQuery({
    ...bannerCatalogueQueryOptions(chosenType ?? 'image', values.language, chosenBrand),
    enabled: enabled && chosenType !== undefined && values.language !== '',
  });
  const banners = chosenType && values.language ? picker.data : undefined;
  const chosenBanner = banners?.find((banner) => String(banner.id) === values.banner);

  // The default code is preselected, also after the form was cleared.
  const defaultCode = codes.data ? defaultReferralCode(codes.data) : '';
  useEffect(() => {
    if (defaultCode && !form.getValues('referral_code')) form.setValue('referral_code', defaultCode);
  }, [defaultCode, values.referral_code, form]);

  /** A select's or the picker's change: the rules between fields (banner-form.ts), then its own validation. */
  const change = (field: BannerField, value: string) => {
    const current = form.getValues();
    const next = changeBannerForm(current, { [field]: value }, banners ?? [], brandOfCode);
    for (const key of bannerFields) {
      if (key === field) {
        form.setValue(key, next[key], { shouldDirty: true, shouldTouch: true, shouldValidate: true });
      } else if (next[key] !== current[key]) {
        form.setValue(key, next[key], { shouldDirty: true });
        form.clearErrors(key);
      }
    }
  };

  // Controlled by `values` and `change`; the controller gives each its blur (validation) and its focus target (errors).
  const { ref: codeFocus, onBlur: codeBlur } = useController({
    name: 'referral_code',
    control: form.control,
  }).field;
  const { ref: typeFocus, onBlur: typeBlur } = useController({ name: 'type', control: form.control }).field;
  const { ref: languageFocus, onBlur: languageBlur } = useController({
    name: 'language',
    control: form.control,
  }).field;
  const { ref: bannerFocus, onBlur: bannerBlur } = useController({
    name: 'banner',
    control: form.control,
  }).field;
  const { ref: sizeFocus, onBlur: sizeBlur } = useController({ name: 'size', control: form.control }).field;

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await mutation.mutateAsync(body);
      clearStoredForm();
      onSaved(saved);
    } catch (reason) {
      const { formMessage } = putServerErrors(reason, form.setError, bannerFields, {
        formMessage: 'returned',
      });
      if (formMessage) setErrorMessage(formMessage);
    }
  });

  // Codes of several brands are told apart by their brand's name.
  const severalBrands = new Set(codes.data?.map((code) => code.brand)).size > 1;
  const codeOptions: SelectOption[] = codes.data?.length
    ? codes.data.map((code) => ({
        value: code.code,
        label: code.is_default ? defaultCodeLabel(code.code) : code.code,
        group: severalBrands ? code.brand_name : undefined,
      }))
    : [{ value: '', label: codes.isError ? t`Codes could not be loaded` : t`Loading your codes…` }];
  const typeOptions: SelectOption[] = [
    { value: '', label: t`Choose a type` },
    ...bannerType.options.map((value) => ({ value, label: t(bannerTypeNames[value]) })),
  ];
  const languageOptions: SelectOption[] = [
    { value: '', label: t`Choose a language` },
    ...catalogueLanguages(whole.data ?? []),
  ];
  const sizeChoices: SelectOption[] = [
    { value: '', label: chosenBanner ? t`Choose a size` : t`Choose a banner first` },
    ...(chosenBanner ? sizeOptions(chosenBanner.sizes) : []),
  ];
  const pickerEmptyText =
    !chosenType || !values.language
      ? t`Choose a type and a language to see the banners.`
      : picker.isError
        ? t`The banners could not be loaded. Choose the type again to retry.`
        : noBannersText(
            chosenType,
            bannerLanguageName(values.language),
            severalBrands && chosenBrand
              ? (codes.data?.find((code) => code.brand === chosenBrand)?.brand_name ?? chosenBrand)
              : undefined,
          );

  return (
    <>
      {whole.isError && (
        <LoadFailedAlert
          className="mb-4"
          message={t`We could not load the banner catalogue.`}
          error={whole.error}
          retrying={whole.isFetching}
          onRetry={() => void whole.refetch()}
        />
      )}
      <form
        noValidate
        aria-label={t`Generate a banner`}
        onSubmit={(event) => void submit(event)}
        className="@container flex flex-col gap-5"
      >
        <div className="grid grid-cols-1 gap-4 @lg:grid-cols-2">
          <FormField
            label={t(bannerFieldLabels.campaign_name)}
            autoComplete="off"
            hint={t`Your name for this placement, e.g. Spring newsletter.`}
            error={errors.campaign_name?.message}
            {...form.register('campaign_name')}
          />
          <FormField
            label={t(bannerFieldLabels.website)}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            hint={t`The site where the banner will appear.`}
            error={errors.website?.message}
            {...form.register('website')}
          />
        </div>
        <div className="grid grid-cols-1 gap-4 @xl:grid-cols-3">
          <SelectField
            label={t(bannerFieldLabels.referral_code)}
            options={codeOptions}
            error={errors.referral_code?.message}
            ref={codeFocus}
            value={values.referral_code}
            onBlur={codeBlur}
            onChange={(event) => change('referral_code', event.target.value)}
          />
          <SelectField
            label={t(bannerFieldLabels.type)}
            options={typeOptions}
            error={errors.type?.message}
            ref={typeFocus}
            value={values.type}
            onBlur={typeBlur}
            onChange={(event) => change('type', event.target.value)}
          />
          <SelectField
            label={t(bannerFieldLabels.language)}
            options={languageOptions}
            error={errors.language?.message}
            ref={languageFocus}
            value={values.language}
            onBlur={languageBlur}
            onChange={(event) => change('language', event.target.value)}
          />
        </div>
        <BannerPicker
          banners={banners}
          value={values.banner}
          loading={picker.isLoading}
          emptyText={pickerEmptyText}
          error={errors.banner?.message}
          ref={bannerFocus}
          onBlur={bannerBlur}
          onChange={(id) => change('banner', id)}
        />
        <div className="grid grid-cols-1 items-start gap-4 @2xl:grid-cols-[minmax(0,16rem)_minmax(0,1fr)]">
          <SelectField
            label={t(bannerFieldLabels.size)}
            options={sizeChoices}
            disabled={!chosenBanner}
            error={errors.size?.message}
            ref={sizeFocus}
            value={values.size}
            onBlur={sizeBlur}
            onChange={(event) => change('size', event.target.value)}
          />
          <div className="min-w-0">
            <p className="mb-1.5 text-sm font-medium text-ink">
              <Trans>Preview</Trans>
            </p>
            {chosenBanner && values.size ? (
              <CreativePreview
                src={chosenBanner.preview_url ? creativeAddress(chosenBanner.id, values.size) : null}
                size={values.size}
                alt={chosenBanner.name}
                headline={chosenBanner.text}
              />
            ) : (
              <p className="rounded-lg border border-dashed border-line bg-canvas px-3 py-4 text-sm text-muted">
                <Trans>Choose a banner and a size to preview it.</Trans>
              </p>
            )}
          </div>
        </div>
        <div>
          <Button type="submit" loading={mutation.isPending}>
            <Trans>Save banner</Trans>
          </Button>
        </div>
      </form>
      <ErrorDialog open={errorMessage !== ''} message={errorMessage} onClose={() => setErrorMessage('')} />
    </>
  );
}
