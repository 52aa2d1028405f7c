import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  contactCategory,
  contactRequest,
  contactUs,
  type ContactRequest,
} from '@affiliate/contract/endpoints/contact';
import { callEndpoint } from '@/lib/api-client';
import { ticketsQueryOptions } from './get-tickets';
import { requiredString } from '@/lib/validation';

/** The contact form: the contract's field rules behind the generic required rule. */
export const contactFormSchema = z.object({
  subject: requiredString(msg`Subject`, contactRequest.shape.subject),
  category: requiredString(msg`Category`).pipe(contactCategory),
  message: requiredString(msg`Message`, contactRequest.shape.message),
});
export type ContactFormValues = z.input<typeof contactFormSchema>;

/** POST /api/v1/affiliate/contact-us. */
export async function sendContactMessage(body: ContactRequest) {
  return (await callEndpoint(contactUs, { body })).data;
}

/** Sends the message; the new ticket then shows under Your tickets. */
export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketsQueryOptions().queryKey }),
  });
}
