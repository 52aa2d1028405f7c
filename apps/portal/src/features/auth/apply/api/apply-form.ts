import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import {
  APPLICATION_COMPANY_REQUIRED,
  APPLICATION_SOURCES_REQUIRED,
  APPLICATION_TERMS_REQUIRED,
  APPLICATION_WEBSITE_NOT_VALID,
  applicationWebsite,
  messengerApps,
  registerRequest,
  trafficSources,
  type RegisterRequest,
} from '@affiliate/contract/endpoints/applications';
import {
  countryCode,
  currencyCode,
  email,
  newPassword,
  username,
  withMatchingConfirmation,
} from '@affiliate/contract/common/primitives';
import { isLanguage } from '@affiliate/contract/common/languages';
import { isHttpResponse } from '@/lib/http-transport';
import { currentLanguage } from '@/lib/i18n/language';
import { fieldNotValidInLanguage, requiredString } from '@/lib/validation';

/** Up to this many websites (the contract's limit). */
export const MAX_WEBSITES = 10;
export const TRAFFIC_DESCRIPTION_MAX = 2_000;
export const HEARD_FROM_MAX = 300;
export const MESSENGER_HANDLE_MAX = 100;

const contractField = registerRequest.shape;

/**
 * The application form: the contract's rules behind the generic required rule, in the form's own shape
 * (website rows, the messenger's app and handle apart, the acceptance a checkbox). A blank website row is
 * left out, not an error. The proof of work and the terms' version are not typed in: they join the
 * values when the form is sent (`registerBody`).
 */
export const applyFormSchema = withMatchingConfirmation(
  z
    .object({
      kind: z.enum(['individual', 'company']),
      company_name: z.string().trim().max(200, APPLICATION_COMPANY_REQUIRED),
      first_name: requiredString(msg`First name`, contractField.first_name),
      last_name: requiredString(msg`Last name`, contractField.last_name),
      email: requiredString(msg`Email`, email),
      username: requiredString(msg`Username`, username),
      password: requiredString(msg`Password`, newPassword),
      password_confirmation: requiredString(msg`Confirm password`),
      country: requiredString(msg`Country`, countryCode),
      currency: requiredString(msg`Currency`, currencyCode),
      websites: z
        .array(
          z.object({
            url: z
              .string()
              .trim()
              .refine((url) => url === '' || applicationWebsite.safeParse(url).success, {
                message: APPLICATION_WEBSITE_NOT_VALID,
              }),
          }),
        )
        .max(MAX_WEBSITES),
      traffic_sources: z.array(z.enum(trafficSources)).min(1, APPLICATION_SOURCES_REQUIRED),
      traffic_description: z.string().trim().max(TRAFFIC_DESCRIPTION_MAX),
      messenger_app: z.enum(['', ...messengerApps]),
      messenger_handle: z.string().trim().max(MESSENGER_HANDLE_MAX),
      heard_from: z.string().trim().max(HEARD_FROM_MAX),
      accept_terms: z.boolean().refine((accepted) => accepted, { message: APPLICATION_TERMS_REQUIRED }),
      /** The hidden field people never fill (see HoneypotField). */
      homepage: z.string().max(300),
    })
    .superRefine((values, ctx) => {
      if (values.kind === 'company' && values.company_name === '')
        ctx.addIssue({ code: 'custom', path: ['company_name'], message: APPLICATION_COMPANY_REQUIRED });
      // A contact is an app and a handle: one without the other is asked for.
      if (values.messenger_app !== '' && values.messenger_handle === '')
        ctx.addIssue({
          code: 'custom',
          path: ['messenger_handle'],
          message: fieldNotValidInLanguage(msg`Your name or number there`),
        });
      if (values.messenger_app === '' && values.messenger_handle !== '')
        ctx.addIssue({
          code: 'custom',
          path: ['messenger_app'],
          message: fieldNotValidInLanguage(msg`Messenger`),
        });
    }),
);
export type ApplyFormValues = z.input<typeof applyFormSchema>;

export const emptyApplication: ApplyFormValues = {
  kind: 'individual',
  company_name: '',
  first_name: '',
  last_name: '',
  email: '',
  username: '',
  password: '',
  password_confirmation: '',
  country: '',
  currency: '',
  websites: [{ url: '' }],
  traffic_sources: [],
  traffic_description: '',
  messenger_app: '',
  messenger_handle: '',
  heard_from: '',
  accept_terms: false,
  homepage: '',
};

/** What the form sends besides its fields. */
export interface ApplicationContext {
  /** The version of the terms in force shown beside the checkbox, null while none is published. */
  termsVersion: number | null;
  /** The solved proof of work (ALTCHA's payload). */
  altcha: string;
  /** The invite link's `?ref=`, if any. */
  ref: string | null;
}

/** The form's rows of websites that hold an address, each with its row's index (server errors name the sent index). */
export function filledWebsites(values: ApplyFormValues): Array<{ url: string; row: number }> {
  return values.websites
    .map((website, row) => ({ url: website.url.trim(), row }))
    .filter((website) => website.url !== '');
}

/** The body of POST /api/v1/auth/register from the checked form values. */
export function registerBody(values: ApplyFormValues, context: ApplicationContext): RegisterRequest {
  const language = currentLanguage();
  const ref = context.ref?.trim() ?? '';
  return {
    kind: values.kind,
    ...(values.kind === 'company' ? { company_name: values.company_name.trim() } : {}),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    username: values.username.trim(),
    password: values.password,
    password_confirmation: values.password_confirmation,
    country: values.country,
    currency: values.currency,
    websites: filledWebsites(values).map((website) => website.url),
    traffic_sources: values.traffic_sources,
    traffic_description: values.traffic_description.trim(),
    messenger:
      values.messenger_app === ''
        ? null
        : { app: values.messenger_app, handle: values.messenger_handle.trim() },
    heard_from: values.heard_from.trim(),
    // The pseudo-language is no language to mail in: the gateway then takes the request's.
    ...(isLanguage(language) ? { language } : {}),
    terms_version: context.termsVersion,
    accept_terms: true,
    // An invite code longer than the contract's 64 characters is no code: the application goes without it.
    ...(ref !== '' && ref.length <= 64 ? { ref } : {}),
    altcha: context.altcha,
    // Sent only when something filled it: a person's application never carries it.
    ...(values.homepage !== '' ? { homepage: values.homepage } : {}),
  };
}

/** The form's field for a key of the gateway's 422 `errors` (`websites.1` is the second website sent). */
export function formFieldOf(values: ApplyFormValues): (key: string) => string {
  const rows = filledWebsites(values).map((website) => website.row);
  return (key) => {
    const website = /^websites\.(\d+)$/.exec(key);
    if (website) {
      const row = rows[Number(website[1])];
      return row === undefined ? 'websites' : `websites.${row}.url`;
    }
    if (key === 'messenger' || key === 'messenger.handle') return 'messenger_handle';
    if (key === 'messenger.app') return 'messenger_app';
    return key;
  };
}

/**
 * A refused application's error about the proof of work (`errors.altcha`), told beside the check, and
 * the failure without it, for the form's fields and alert.
 */
export function takeCheckError(reason: unknown): { check: string; rest: unknown; onlyCheck: boolean } {
  if (!isHttpResponse(reason) || typeof reason.data !== 'object' || reason.data === null)
    return { check: '', rest: reason, onlyCheck: false };
  const body = reason.data as { errors?: Record<string, string[]> };
  const { altcha, ...others } = body.errors ?? {};
  const check = altcha?.[0] ?? '';
  return {
    check,
    rest: { ...reason, data: { ...body, errors: others } },
    onlyCheck: check !== '' && Object.keys(others).length === 0,
  };
}
