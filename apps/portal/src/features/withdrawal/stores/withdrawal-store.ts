import { create } from 'zustand';
import type { PaymentOptionType } from '@affiliate/contract/common/payout-options';
import {
  withOptionErrors,
  withoutFieldError,
  withoutOptionErrors,
  type ApiErrors,
  type WithdrawalErrorField,
} from '../lib/api-errors';

/**
 * The withdrawal state of the specification that is not server data: apiErrors keyed by payment option.
 * (customerPaymentOptions and the rates are server data: they live in the query cache.) Kept for the
 * session in memory, so switching options and back shows each option's own refusal again.
 */
interface WithdrawalState {
  apiErrors: ApiErrors;
  rejected: (type: PaymentOptionType, reason: unknown) => void;
  fieldEdited: (type: PaymentOptionType, field: WithdrawalErrorField) => void;
  submitted: (type: PaymentOptionType) => void;
}

export const useWithdrawalStore = create<WithdrawalState>()((set) => ({
  apiErrors: {},
  rejected: (type, reason) =>
    set(({ apiErrors }) => ({ apiErrors: withOptionErrors(apiErrors, type, reason) })),
  fieldEdited: (type, field) =>
    set(({ apiErrors }) => ({ apiErrors: withoutFieldError(apiErrors, type, field) })),
  submitted: (type) => set(({ apiErrors }) => ({ apiErrors: withoutOptionErrors(apiErrors, type) })),
}));
