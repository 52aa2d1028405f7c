import { z } from 'zod';
import { newPassword, sixDigitCode, withMatchingConfirmation } from '@affiliate/contract/common/primitives';
import { requiredString } from '@/lib/validation';

/** The invitation's form: the portal's password rules and messages, and the authenticator's first code. */
export const acceptInvitationFormSchema = withMatchingConfirmation(
  z.object({
    password: requiredString('New password', newPassword),
    password_confirmation: requiredString('Confirm new password'),
    code: sixDigitCode,
  }),
);
export type AcceptInvitationFormValues = z.infer<typeof acceptInvitationFormSchema>;
