import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, Link2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BuiltTrackingLink } from '@affiliate/contract/endpoints/landing-pages';
import type { ReferralCodeRecord } from '@affiliate/contract/endpoints/referral-codes';
import { CLICK_TEXT_MAX_LENGTH } from '@affiliate/contract/endpoints/tracking';
import { Alert } from '@/components/ui/alert';
import { LinkQrCode } from '@/components/link-qr-code';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { readApiFailure } from '@/lib/api-error';
import { putServerErrors, withFormFieldNames } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/validation';
import { useSessionMemberId } from '@/lib/auth-store';
import { allowedLandingPagesQueryOptions, useBuildTrackingLink } from '../api/build-tracking-link';
import { defaultReferralCode } from '../api/get-referral-codes';
import {
  DEFAULT_LANDING,
  emptyLinkBuilderForm,
  landingTarget,
  linkBuilderFormSchema,
  linkRequest,
  SUB_ID_FIELDS,
  type LinkBuilderFormInput,
  type LinkBuilderFormValues,
} from '../lib/link-builder-form';
import { defaultCodeLabel } from '../lib/referral-code-label';
import { CopyableLink } from './copyable-link';

const formFields = ['code', 'landing', 'page', 'sub1', 'campaign', ...SUB_ID_FIELDS] as const;

/**
 * The link builder: one of the affiliate's codes, the page to land on (the default landing page, or one
 * the brand allows, optionally a page under it), the sub-IDs and campaign; the gateway answers the link,
 * shown with a copy button and its QR code. A change to the form takes the link away until it is built
 * again, so what is shown is always what the form says.
 */
export function LinkBuilder({ codes }: { codes: ReferralCodeRecord[] }) {
  const { t } = useLingui();
  const enabled = useSessionMemberId() !== undefined;
  const pages = useQuery({ ...allowedLandingPagesQueryOptions(), enabled });
  const build = useBuildTrackingLink();
  const [built, setBuilt] = useState<BuiltTrackingLink | null>(null);
  const moreSubIds = useRef<HTMLDetailsElement>(null);
  const form = useForm<LinkBuilderFormInput, unknown, LinkBuilderFormValues>({
    resolver: formResolver(linkBuilderFormSchema),
    defaultValues: emptyLinkBuilderForm(defaultReferralCode(codes)),
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const [landing, page] = useWatch({ control: form.control, name: ['landing', 'page'] });

  useEffect(() => form.subscribe({ formState: { values: true }, callback: () => setBuilt(null) }), [form]);

  // A refused sub-ID behind the disclosure is shown (and focused) there.
  const showRefusedSubIds = (refused: Iterable<string>) => {
    if (
      moreSubIds.current &&
      [...refused].some((field) => (SUB_ID_FIELDS as readonly string[]).includes(field))
    )
      moreSubIds.current.open = true;
  };
  const valid = async (values: LinkBuilderFormValues) => {
    try {
      setBuilt(await build.mutateAsync(linkRequest(values)));
    } catch (reason) {
      // The gateway's `to` is the page typed under the chosen landing page.
      const onForm = withFormFieldNames(reason, (key) => (key === 'to' ? 'page' : key));
      showRefusedSubIds(Object.keys(readApiFailure(onForm).errors));
      putServerErrors(onForm, form.setError, formFields);
    }
  };
  // Made in the event, not during render: both handlers reach the disclosure's ref.
  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(valid, (refused) => showRefusedSubIds(Object.keys(refused)))(event);

  const target = landingTarget(landing, page);
  const builtTarget = built?.to;
  const subIdLabel = (number: number) => t`Sub-ID ${number}`;
  const landingOptions = [
    { value: DEFAULT_LANDING, label: t`Default landing page` },
    ...(pages.data ?? []).map((p) => ({ value: p.prefix, label: p.label })),
  ];
  // Codes of several brands are told apart by their brand's name: each lands on its own brand's page.
  const severalBrands = new Set(codes.map((c) => c.brand)).size > 1;
  const labelField = (name: 'sub1' | 'campaign' | (typeof SUB_ID_FIELDS)[number], label: string) => (
    <FormField
      label={label}
      autoComplete="off"
      spellCheck={false}
      maxLength={CLICK_TEXT_MAX_LENGTH}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        noValidate
        aria-label={t`Build a tracking link`}
        className="flex min-w-0 flex-col gap-4"
        onSubmit={(event) => void submit(event)}
      >
        {/* One above the other at every width: a landing page's name is the brand's to choose, and beside
            the code at 1024 px a select has about 130 px for it. */}
        <div className="grid grid-cols-1 gap-4">
          <SelectField
            label={t`Code for the link`}
            options={codes.map((c) => ({
              value: c.code,
              label: c.is_default ? defaultCodeLabel(c.code) : c.code,
              group: severalBrands ? c.brand_name : undefined,
            }))}
            error={errors.code?.message}
            {...form.register('code')}
          />
          <SelectField
            label={t`Landing page`}
            options={landingOptions}
            hint={
              pages.isError
                ? t`The brand’s pages could not be loaded: links go to the default landing page.`
                : pages.data?.length === 0
                  ? t`The brand allows no other page yet.`
                  : undefined
            }
            error={errors.landing?.message}
            {...form.register('landing')}
          />
        </div>
        {landing !== DEFAULT_LANDING && (
          <FormField
            label={t`Page under it (optional)`}
            autoComplete="off"
            spellCheck={false}
            placeholder={t`e.g. champions-league/final`}
            hint={t`Leads to ${target}`}
            error={errors.page?.message}
            {...form.register('page')}
          />
        )}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {labelField('sub1', subIdLabel(1))}
          {labelField('campaign', t`Campaign (optional)`)}
        </div>
        <details ref={moreSubIds} className="group rounded-lg border border-line px-3 py-2">
          <summary className="flex cursor-pointer list-none items-center gap-1 rounded text-sm font-medium text-ink focus-visible:outline-3 focus-visible:outline-info-ink [&::-webkit-details-marker]:hidden">
            <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
            <Trans>More sub-IDs</Trans>
          </summary>
          <div className="mt-3 grid grid-cols-1 gap-4 pb-1 sm:grid-cols-2">
            {SUB_ID_FIELDS.map((name, i) => (
              <div key={name}>{labelField(name, subIdLabel(i + 2))}</div>
            ))}
          </div>
        </details>
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        <div>
          <Button type="submit" loading={build.isPending}>
            <Link2 aria-hidden="true" className="size-4" />
            <Trans>Build link</Trans>
          </Button>
        </div>
      </form>
      <div className="flex min-w-0 flex-col gap-3">
        <p aria-live="polite" className="sr-only">
          {built ? t`Your link is ready, with its QR code.` : ''}
        </p>
        {built ? (
          <>
            <div className="flex flex-col gap-1.5">
              <CopyableLink
                label={t`Your link`}
                link={built.tracking_url}
                what={t`link`}
                note={
                  <p className="text-xs text-muted [overflow-wrap:anywhere]">
                    {built.to ? t`Lands on ${builtTarget}.` : t`Lands on the default landing page.`}
                  </p>
                }
              />
            </div>
            <LinkQrCode link={built.tracking_url} fileName={`tracking-link-${built.code}`} />
          </>
        ) : (
          <p className="text-sm text-muted">
            <Trans>
              Choose where the link leads and how to label its clicks, then build it: the link and its QR code
              show here.
            </Trans>
          </p>
        )}
      </div>
    </div>
  );
}
