import { payoutOptions, type PayoutNetwork, type PaymentOptionType } from '@affiliate/contract';
import { translate, type Language } from '../../i18n/translate.ts';

/**
 * How the withdrawal form presents an option's detail field: label, input kind, placeholder and hint,
 * the label and hint in the request's language (issue 37; the catalogs' `payout.field.*`).
 */
export interface PayoutFieldPresentation {
  label: string;
  input: 'wallet-address' | 'account';
  placeholder: string;
  hint: string;
}

const byNetwork: Record<PayoutNetwork, Pick<PayoutFieldPresentation, 'input' | 'placeholder'>> = {
  bitcoin: { input: 'wallet-address', placeholder: 'bc1q…' },
  tron: { input: 'wallet-address', placeholder: 'T…' },
  ethereum: { input: 'wallet-address', placeholder: '0x…' },
  neteller: { input: 'account', placeholder: 'you@example.com' },
  skrill: { input: 'account', placeholder: 'you@example.com' },
};

export function payoutFieldPresentation(
  type: PaymentOptionType,
  language: Language = 'en',
): PayoutFieldPresentation {
  const network = payoutOptions[type].network;
  const { input, placeholder } = byNetwork[network];
  return {
    label: translate(language, `payout.field.${network}.label`),
    input,
    placeholder,
    // A wallet address's hint ends with the same warning; an e-wallet account's has none.
    hint: translate(language, `payout.field.${network}.hint`, {
      irreversible: translate(language, 'payout.field.irreversible'),
    }),
  };
}
