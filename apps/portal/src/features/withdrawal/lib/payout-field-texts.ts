import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The detail field's label and hint come from the fields call, in the gateway's English
 * (apps/gateway/src/modules/payments/payout-fields.ts). The portal shows them in its language: each text
 * the gateway writes, word for word, with its catalog message. A text not listed here (a brand's own,
 * or a later wording) is shown as it comes.
 */
const fieldTexts: Record<string, MessageDescriptor> = {
  'Bitcoin wallet address': msg`Bitcoin wallet address`,
  'TRON (TRC20) wallet address': msg`TRON (TRC20) wallet address`,
  'Ethereum (ERC20) wallet address': msg`Ethereum (ERC20) wallet address`,
  'Neteller account': msg`Neteller account`,
  'Skrill account': msg`Skrill account`,
  'A Bitcoin address: legacy (1…), P2SH (3…), SegWit (bc1q…) or Taproot (bc1p…). A payment sent to a wrong address cannot be reversed: paste it, then check the first and last characters.': msg`A Bitcoin address: legacy (1…), P2SH (3…), SegWit (bc1q…) or Taproot (bc1p…). A payment sent to a wrong address cannot be reversed: paste it, then check the first and last characters.`,
  'A TRON address: 34 characters starting with T. Only USDT on the TRON network is sent to it. A payment sent to a wrong address cannot be reversed: paste it, then check the first and last characters.': msg`A TRON address: 34 characters starting with T. Only USDT on the TRON network is sent to it. A payment sent to a wrong address cannot be reversed: paste it, then check the first and last characters.`,
  'An Ethereum address: 0x and 40 hexadecimal characters; a mixed-case address must match its checksum. A payment sent to a wrong address cannot be reversed: paste it, then check the first and last characters.': msg`An Ethereum address: 0x and 40 hexadecimal characters; a mixed-case address must match its checksum. A payment sent to a wrong address cannot be reversed: paste it, then check the first and last characters.`,
  'The email address or account ID of your Neteller account.': msg`The email address or account ID of your Neteller account.`,
  'The email address or customer ID of your Skrill account.': msg`The email address or customer ID of your Skrill account.`,
};

/** A label or hint of the fields call in the portal's language (read during render). */
export function payoutFieldText<T extends string | undefined>(text: T): T {
  if (text === undefined) return text;
  const known = Object.hasOwn(fieldTexts, text) ? fieldTexts[text] : undefined;
  return (known ? i18n._(known) : text) as T;
}
