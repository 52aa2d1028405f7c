import { readBase58check } from './base58check-payload.ts';
import { payoutDetailMessages as m } from './payout-detail-messages.ts';

/** TRON's address prefix byte, which makes every base58 form start with T. */
const TRON_PREFIX = 0x41;
const PAYLOAD_BYTES = 21;
const ADDRESS_LENGTH = 34;
const ETHEREUM_SHAPE = /^0x[0-9a-f]{40}$/i;

/** The TRON address USDT (TRC20) is sent to: base58check of 0x41 and a 20-byte account id. */
export function checkTronAddress(value: string): string | null {
  // The same account in hex form, or an ERC20 address pasted into the wrong option: say which network is wanted.
  if (ETHEREUM_SHAPE.test(value)) return m.tronGivenEthereum;
  if (value.length !== ADDRESS_LENGTH || !value.startsWith('T')) return m.tronInvalid;
  const read = readBase58check(value);
  if (
    read.kind === 'not-base58' ||
    read.payload.length !== PAYLOAD_BYTES ||
    read.payload[0] !== TRON_PREFIX
  ) {
    return m.tronInvalid;
  }
  return read.kind === 'wrong-checksum' ? m.tronChecksum : null;
}
