import { t, msg } from '@lingui/core/macro';
import { z } from 'zod';
import {
  buildTrackingLinkRequest,
  type BuildTrackingLinkRequest,
} from '@affiliate/contract/endpoints/landing-pages';
import { LANDING_TARGET_MAX_LENGTH } from '@affiliate/contract/endpoints/tracking';
import { requiredString } from '@/lib/validation';

const maxLength = LANDING_TARGET_MAX_LENGTH;

/** The default landing page in the landing page choice: no `to`. */
export const DEFAULT_LANDING = '';

/**
 * The link builder's form: a code, a landing page (one of the allowed addresses, or the default one) with
 * an optional page under it, and the link's own labels by the contract's rules.
 */
export const linkBuilderFormSchema = z.object({
  code: requiredString(msg`Code`),
  landing: z.string(),
  page: z
    .string()
    .trim()
    // Read when the rule fails, so the message is in the language shown then.
    .max(LANDING_TARGET_MAX_LENGTH, { error: () => t`The page is at most ${maxLength} characters.` }),
  sub1: buildTrackingLinkRequest.shape.sub1,
  sub2: buildTrackingLinkRequest.shape.sub2,
  sub3: buildTrackingLinkRequest.shape.sub3,
  sub4: buildTrackingLinkRequest.shape.sub4,
  sub5: buildTrackingLinkRequest.shape.sub5,
  campaign: buildTrackingLinkRequest.shape.campaign,
});
export type LinkBuilderFormInput = z.input<typeof linkBuilderFormSchema>;
export type LinkBuilderFormValues = z.output<typeof linkBuilderFormSchema>;

export const SUB_ID_FIELDS = ['sub2', 'sub3', 'sub4', 'sub5'] as const;

export function emptyLinkBuilderForm(code: string): LinkBuilderFormInput {
  return {
    code,
    landing: DEFAULT_LANDING,
    page: '',
    sub1: '',
    sub2: '',
    sub3: '',
    sub4: '',
    sub5: '',
    campaign: '',
  };
}

/**
 * The address a link leads to: the chosen allowed page, with the page typed under it appended after one
 * slash (`https://brand.example/sports` + `final` → `https://brand.example/sports/final`); a query or a
 * fragment typed there joins without a slash. The gateway checks the result against the list.
 */
export function landingTarget(prefix: string, page: string): string {
  const rest = page.trim().replace(/^\/+/, '');
  if (rest === '') return prefix;
  return /^[?#]/.test(rest) ? `${prefix}${rest}` : `${prefix.replace(/\/+$/, '')}/${rest}`;
}

/** The request the form's values make; empty labels are left out. */
export function linkRequest(values: LinkBuilderFormValues): BuildTrackingLinkRequest {
  const labels = Object.fromEntries(
    (['sub1', ...SUB_ID_FIELDS, 'campaign'] as const).flatMap((field) =>
      values[field] ? [[field, values[field]]] : [],
    ),
  );
  return {
    code: values.code,
    ...(values.landing !== DEFAULT_LANDING && { to: landingTarget(values.landing, values.page) }),
    ...labels,
  };
}
