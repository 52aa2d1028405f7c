import type { z } from 'zod';
import { createAffiliateRequest } from '@affiliate/contract/endpoints/operator';

/** The create form takes the gateway's own request schema: the browser refuses what the gateway would, in its words. */
export const createAffiliateFormSchema = createAffiliateRequest;
export type CreateAffiliateFormInput = z.input<typeof createAffiliateFormSchema>;
export type CreateAffiliateFormValues = z.output<typeof createAffiliateFormSchema>;

export const emptyCreateAffiliateForm: CreateAffiliateFormInput = {
  username: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  country: '',
  currency: 'EUR',
};

export const createAffiliateFields = [
  'username',
  'email',
  'password',
  'firstName',
  'lastName',
  'country',
  'currency',
] as const;

/** ISO codes are upper case; people type them any way. */
export const upperCase = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
