import { z } from 'zod';
import { isoDate } from '@affiliate/contract/common/primitives';
import { publishTermsRequest, type PublishTermsRequest } from '@affiliate/contract/endpoints/program-terms';

/** The publish form's values as typed: an empty date means the day it is published. */
export interface PublishTermsFormValues {
  body: string;
  effective_from: string;
}

export const emptyPublishTermsForm: PublishTermsFormValues = { body: '', effective_from: '' };

/** The contract's rules in the browser (the gateway still refuses a past day or one before the latest version's). */
export const publishTermsFormSchema = z.object({
  body: publishTermsRequest.shape.body,
  effective_from: z.union([z.literal(''), isoDate]),
});

/** The request the gateway takes: the Markdown as written, the date only when one was chosen. */
export function toPublishTermsRequest(values: PublishTermsFormValues): PublishTermsRequest {
  return {
    body: values.body,
    ...(values.effective_from && { effective_from: values.effective_from }),
  };
}
