import { z } from 'zod';
import { operatorRoles } from '@affiliate/contract/common/endpoint';
import { email } from '@affiliate/contract/common/primitives';
import { requiredString } from '@/lib/validation';

/** The invite form: the contract's address rule, and a role chosen on purpose (no default). */
export const inviteFormSchema = z.object({
  email: requiredString('Email', email),
  role: z.string().pipe(z.enum(operatorRoles, { message: 'Choose a role.' })),
});
export type InviteFormInput = z.input<typeof inviteFormSchema>;
export type InviteFormValues = z.output<typeof inviteFormSchema>;
