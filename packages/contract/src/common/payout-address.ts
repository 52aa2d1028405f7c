import { checkBitcoinAddress } from './bitcoin-address.ts';
import { checkEthereumAddress } from './ethereum-address.ts';
import { checkEwalletAccount } from './ewallet-account.ts';
import { payoutDetailHints, payoutDetailMessages } from './payout-detail-messages.ts';
import { payoutOptions, type PaymentOptionType } from './payout-options.ts';
import { checkTronAddress } from './tron-address.ts';

/**
 * Checks a payout detail against its option's network (address checksums included) and answers the
 * message the form shows under the field, or null when it is valid. Mainnet only: a payout sent to a
 * test-network address is lost, so those get their own message.
 */
export function checkPayoutDetail(type: PaymentOptionType, value: string): string | null {
  const detail = value.trim();
  if (detail === '') return payoutDetailMessages.empty;
  const network = payoutOptions[type].network;
  switch (network) {
    case 'bitcoin':
      return checkBitcoinAddress(detail);
    case 'tron':
      return checkTronAddress(detail);
    case 'ethereum':
      return checkEthereumAddress(detail);
    case 'neteller':
    case 'skrill':
      return checkEwalletAccount(network, detail);
  }
}

/** The placeholder of the option's detail field: what a valid detail looks like. */
export function payoutDetailHint(type: PaymentOptionType): string {
  return payoutDetailHints[payoutOptions[type].network];
}
