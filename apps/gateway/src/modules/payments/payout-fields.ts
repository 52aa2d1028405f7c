import { payoutOptions, type PayoutNetwork, type PaymentOptionType } from '@affiliate/contract';

/** How the withdrawal form presents an option's detail field: label, input kind, placeholder and hint. */
export interface PayoutFieldPresentation {
  label: string;
  input: 'wallet-address' | 'account';
  placeholder: string;
  hint: string;
}

const irreversible =
  'A payment sent to a wrong address cannot be reversed: paste it, then check the first and last characters.';

const byNetwork: Record<PayoutNetwork, PayoutFieldPresentation> = {
  bitcoin: {
    label: 'Bitcoin wallet address',
    input: 'wallet-address',
    placeholder: 'bc1q…',
    hint: `A Bitcoin address: legacy (1…), P2SH (3…), SegWit (bc1q…) or Taproot (bc1p…). ${irreversible}`,
  },
  tron: {
    label: 'TRON (TRC20) wallet address',
    input: 'wallet-address',
    placeholder: 'T…',
    hint: `A TRON address: 34 characters starting with T. Only USDT on the TRON network is sent to it. ${irreversible}`,
  },
  ethereum: {
    label: 'Ethereum (ERC20) wallet address',
    input: 'wallet-address',
    placeholder: '0x…',
    hint: `An Ethereum address: 0x and 40 hexadecimal characters; a mixed-case address must match its checksum. ${irreversible}`,
  },
  neteller: {
    label: 'Neteller account',
    input: 'account',
    placeholder: 'you@example.com',
    hint: 'The email address or account ID of your Neteller account.',
  },
  skrill: {
    label: 'Skrill account',
    input: 'account',
    placeholder: 'you@example.com',
    hint: 'The email address or customer ID of your Skrill account.',
  },
};

export function payoutFieldPresentation(type: PaymentOptionType): PayoutFieldPresentation {
  return byNetwork[payoutOptions[type].network];
}
