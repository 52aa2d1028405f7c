import { paymentOptionFields } from '@affiliate/contract/endpoints/payments';
import type { Member } from '@affiliate/contract/endpoints/members';
import { endpointQueryOptions, type EndpointInput, type EndpointOutput } from '@/lib/api-client';

/** The specification's value of the fields call's `transactionType` (a query value, not a text). */
const WITHDRAWAL_TRANSACTION_TYPE = 'Withdrawal';

const unwrap = ({ data }: EndpointOutput<typeof paymentOptionFields>) => data;

/**
 * The specification's query of the fields call: a withdrawal, for the member's country and currency,
 * enabled, registered, first deposit and affiliate flags set, and the member's own id (the path's too).
 */
export function paymentOptionFieldsInput(
  member: Pick<Member, 'id' | 'country'> & { currency: { code: string } },
): EndpointInput<typeof paymentOptionFields> {
  return {
    params: { customerId: member.id },
    query: {
      transactionType: WITHDRAWAL_TRANSACTION_TYPE,
      country: member.country,
      currency: member.currency.code,
      enabled: '1',
      registered: '1',
      firstDeposit: '1',
      isAffiliate: '1',
      customerId: member.id,
    },
  };
}

/**
 * GET /api/v1/customer-payment-option/{customerId}/fields?...: the specification's customerPaymentOptions,
 * each option's fields with the member's saved values.
 */
export const paymentOptionFieldsQueryOptions = (member: Parameters<typeof paymentOptionFieldsInput>[0]) =>
  endpointQueryOptions(paymentOptionFields, paymentOptionFieldsInput(member), unwrap);
