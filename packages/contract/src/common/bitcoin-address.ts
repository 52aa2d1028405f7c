import { bech32, bech32m } from '@scure/base';
import { readBase58check } from './base58check-payload.ts';
import { payoutDetailMessages as m } from './payout-detail-messages.ts';

/** Version bytes of base58check addresses (Bitcoin Core's chainparams). */
const MAINNET_VERSIONS = new Set([0x00 /* P2PKH, 1… */, 0x05 /* P2SH, 3… */]);
const TESTNET_VERSIONS = new Set([0x6f /* P2PKH, m… n… */, 0xc4 /* P2SH, 2… */]);
/** A 20-byte hash after the version byte. */
const BASE58_PAYLOAD_BYTES = 21;

const MAINNET_HRP = 'bc';
const TESTNET_HRPS = new Set(['tb', 'bcrt']);
/** Looks like a segwit address (BIP-173 charset after a known prefix): a failed decode is then a checksum error. */
const SEGWIT_SHAPE = /^(bc|tb|bcrt)1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{6,}$/;

/** The mainnet address the affiliate is paid to: legacy P2PKH, P2SH, segwit v0 (bech32) or v1+ (bech32m). */
export function checkBitcoinAddress(value: string): string | null {
  return /^(bc|tb|bcrt)1/i.test(value) ? checkSegwitAddress(value) : checkBase58Address(value);
}

function checkBase58Address(value: string): string | null {
  const read = readBase58check(value);
  if (read.kind === 'not-base58' || read.payload.length !== BASE58_PAYLOAD_BYTES) return m.bitcoinInvalid;
  const version = read.payload[0]!;
  const known = MAINNET_VERSIONS.has(version) || TESTNET_VERSIONS.has(version);
  if (!known) return m.bitcoinInvalid;
  if (read.kind === 'wrong-checksum') return m.bitcoinChecksum;
  return MAINNET_VERSIONS.has(version) ? null : m.bitcoinTestnet;
}

/** BIP-173 and BIP-350: the checksum variant must be the one of the witness version. */
function checkSegwitAddress(value: string): string | null {
  const lower = value.toLowerCase();
  if (value !== lower && value !== value.toUpperCase()) return m.bitcoinMixedCase;
  const asBech32 = bech32.decodeUnsafe(value);
  const asBech32m = asBech32 ? undefined : bech32m.decodeUnsafe(value);
  const decoded = asBech32 ?? asBech32m;
  if (!decoded) return SEGWIT_SHAPE.test(lower) ? m.bitcoinChecksum : m.bitcoinInvalid;

  const [version, ...programWords] = decoded.words;
  if (version === undefined || version > 16) return m.bitcoinInvalid;
  // v0 is bech32, v1+ bech32m: a v1 address with the old checksum is the error BIP-350 exists to catch.
  if ((version === 0) !== Boolean(asBech32)) return m.bitcoinChecksum;
  // fromWordsUnsafe refuses more than 4 bits of padding and non-zero padding.
  const program = bech32.fromWordsUnsafe(programWords);
  if (!program || program.length < 2 || program.length > 40) return m.bitcoinInvalid;
  if (version === 0 && program.length !== 20 && program.length !== 32) return m.bitcoinInvalid;

  if (decoded.prefix !== MAINNET_HRP)
    return TESTNET_HRPS.has(decoded.prefix) ? m.bitcoinTestnet : m.bitcoinInvalid;
  // Valid by BIP-350, but no wallet spends from witness v2-v16 or a v1 program other than taproot's
  // 32 bytes yet: a payout sent there would be lost, so only P2WPKH, P2WSH and P2TR are paid to.
  if (version > 1 || (version === 1 && program.length !== 32)) return m.bitcoinUnsupported;
  return null;
}
