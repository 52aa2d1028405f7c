import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { payoutDetailMessages as m } from './payout-detail-messages.ts';

const ADDRESS_SHAPE = /^0x([0-9a-fA-F]{40})$/;
const TRON_SHAPE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** The Ethereum address USDT (ERC20) and USDC are sent to. */
export function checkEthereumAddress(value: string): string | null {
  const hex = ADDRESS_SHAPE.exec(value)?.[1];
  if (hex === undefined) return TRON_SHAPE.test(value) ? m.ethereumGivenTron : m.ethereumInvalid;
  // A single-case address carries no checksum (EIP-55): accepted as typed.
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return null;
  return hex === eip55Case(hex) ? null : m.ethereumChecksum;
}

/** EIP-55: a letter is upper case when its nibble of keccak-256(lower-case hex) is 8 or more. */
function eip55Case(hex: string): string {
  const lower = hex.toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '';
  for (let i = 0; i < lower.length; i++)
    out += parseInt(hash[i]!, 16) >= 8 ? lower[i]!.toUpperCase() : lower[i]!;
  return out;
}
