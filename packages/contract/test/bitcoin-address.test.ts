import { describe, expect, it } from 'vitest';
import { checkPayoutDetail, payoutDetailMessages as m } from '../src/index.ts';

const check = (address: string) => checkPayoutDetail('BITCOIN', address);

// BIP-173 "Test vectors" and BIP-350 "Test vectors for Bech32m" / "...for v0-v16 native segregated witness
// addresses", word for word (github.com/bitcoin/bips, bip-0173.mediawiki and bip-0350.mediawiki).
const BIP173_VALID_BECH32 = [
  'A12UEL5L',
  'a12uel5l',
  'an83characterlonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1tt5tgs',
  'abcdef1qpzry9x8gf2tvdw0s3jn54khce6mua7lmqqqxw',
  '11qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqc8247j',
  'split1checkupstagehandshakeupstreamerranterredcaperred2y9e3w',
  '?1ezyfcl',
];
const BIP173_INVALID_BECH32 = [
  '\x201nwldj5',
  '\x7f1axkwrx',
  '\x801eym55h',
  'an84characterslonghumanreadablepartthatcontainsthenumber1andtheexcludedcharactersbio1569pvx',
  'pzry9x0s0muk',
  '1pzry9x0s0muk',
  'x1b4n0q5v',
  'li1dgmt3',
  'de1lg7wt\xff',
  'A1G7SGD8',
  '10a06t8',
  '1qzzfhee',
];
const BIP350_VALID_BECH32M = [
  'A1LQFN3A',
  'a1lqfn3a',
  'an83characterlonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11sg7hg6',
  'abcdef1l7aum6echk45nj3s0wdvt2fg8x9yrzpqzd3ryx',
  '11llllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllllludsr8',
  'split1checkupstagehandshakeupstreamerranterredcaperredlc445v',
  '?1v759aa',
];
const BIP350_INVALID_BECH32M = [
  '\x201xj0phk',
  '\x7f1g6xzxy',
  '\x801vctc34',
  'an84characterslonghumanreadablepartthatcontainsthetheexcludedcharactersbioandnumber11d6pts4',
  'qyrz8wqd2c9m',
  '1qyrz8wqd2c9m',
  'y1b0jsk6g',
  'lt1igcx5c0',
  'in1muywd',
  'mm1crxm3i',
  'au1s5cgom',
  'M1VUXWEZ',
  '16plkw9',
  '1p2gdwpf',
];

describe('Bitcoin segwit addresses: BIP-350 vectors', () => {
  it('accepts the valid mainnet addresses a wallet can spend from, v0 (bech32) and taproot (v1, 32 bytes, bech32m), in either case', () => {
    for (const address of [
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    ]) {
      expect(check(address), address).toBeNull();
    }
  });

  it('refuses the valid mainnet addresses of future witness versions, where a payout would be lost', () => {
    for (const address of [
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
      'BC1SW50QGDZ25J',
      'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
    ]) {
      expect(check(address), address).toBe(m.bitcoinUnsupported);
    }
  });

  it('says the valid test-network addresses are for the test network', () => {
    for (const address of [
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
    ]) {
      expect(check(address), address).toBe(m.bitcoinTestnet);
    }
  });

  it('refuses every invalid address with the reason the affiliate can act on', () => {
    const cases: [address: string, reason: string, message: string][] = [
      [
        'tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut',
        'invalid human-readable part',
        m.bitcoinInvalid,
      ],
      [
        'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
        'bech32 instead of bech32m',
        m.bitcoinChecksum,
      ],
      [
        'tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf',
        'bech32 instead of bech32m',
        m.bitcoinChecksum,
      ],
      [
        'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
        'bech32 instead of bech32m',
        m.bitcoinChecksum,
      ],
      ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'bech32m instead of bech32', m.bitcoinChecksum],
      [
        'tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47',
        'bech32m instead of bech32',
        m.bitcoinChecksum,
      ],
      [
        'bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4',
        'invalid character in checksum',
        m.bitcoinInvalid,
      ],
      [
        'BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R',
        'invalid witness version',
        m.bitcoinInvalid,
      ],
      ['bc1pw5dgrnzv', 'program length 1 byte', m.bitcoinInvalid],
      [
        'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
        'program length 41 bytes',
        m.bitcoinInvalid,
      ],
      ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'v0 program of 16 bytes', m.bitcoinInvalid],
      ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'mixed case', m.bitcoinMixedCase],
      [
        'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf',
        'zero padding of more than 4 bits',
        m.bitcoinInvalid,
      ],
      [
        'tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j',
        'non-zero padding',
        m.bitcoinInvalid,
      ],
      ['bc1gmk9yu', 'empty data section', m.bitcoinInvalid],
    ];
    for (const [address, reason, message] of cases) expect(check(address), reason).toBe(message);
  });

  it('refuses the generic bech32m strings: valid checksums, but no Bitcoin address', () => {
    for (const text of [...BIP350_VALID_BECH32M, ...BIP350_INVALID_BECH32M])
      expect(check(text), text).toBe(m.bitcoinInvalid);
  });
});

describe('Bitcoin segwit addresses: BIP-173 vectors', () => {
  it('accepts the v0 mainnet address and sends the test-network ones to their own message', () => {
    expect(check('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toBeNull();
    expect(check('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBeNull();
    expect(check('tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7')).toBe(m.bitcoinTestnet);
    expect(check('tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy')).toBe(m.bitcoinTestnet);
  });

  it('refuses its v1+ addresses, which BIP-350 made invalid (they carry a bech32 checksum, not bech32m)', () => {
    for (const address of [
      'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7k7grplx',
      'BC1SW50QA3JX3S',
      'bc1zw508d6qejxtdg4y5r3zarvaryvg6kdaj',
    ]) {
      expect(check(address), address).toBe(m.bitcoinChecksum);
    }
  });

  it('refuses every invalid address', () => {
    const cases: [address: string, reason: string, message: string][] = [
      ['tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', 'invalid human-readable part', m.bitcoinInvalid],
      ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'invalid checksum', m.bitcoinChecksum],
      ['BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', 'invalid witness version', m.bitcoinInvalid],
      // v3 and v15 programs with a bech32 checksum: wrong for BIP-350 before their length is looked at.
      ['bc1rw5uspcuh', 'invalid program length', m.bitcoinChecksum],
      [
        'bc10w508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kw5rljs90',
        'invalid program length',
        m.bitcoinChecksum,
      ],
      ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'v0 program of 16 bytes', m.bitcoinInvalid],
      ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', 'mixed case', m.bitcoinMixedCase],
      ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'zero padding of more than 4 bits', m.bitcoinChecksum],
      [
        'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv',
        'non-zero padding',
        m.bitcoinInvalid,
      ],
      ['bc1gmk9yu', 'empty data section', m.bitcoinInvalid],
    ];
    for (const [address, reason, message] of cases) expect(check(address), reason).toBe(message);
  });

  it('refuses the generic bech32 strings: valid checksums, but no Bitcoin address', () => {
    for (const text of [...BIP173_VALID_BECH32, ...BIP173_INVALID_BECH32])
      expect(check(text), text).toBe(m.bitcoinInvalid);
  });
});

describe('Bitcoin legacy and P2SH addresses', () => {
  it('accepts mainnet P2PKH (1…) and P2SH (3…)', () => {
    for (const address of [
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
    ]) {
      expect(check(address), address).toBeNull();
    }
  });

  it('says a test-network P2PKH (m…, n…) or P2SH (2…) is for the test network', () => {
    expect(check('mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn')).toBe(m.bitcoinTestnet);
    expect(check('2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc')).toBe(m.bitcoinTestnet);
  });

  it('reads a character missing at the end as a wrong checksum: the payload still has the length of an address', () => {
    expect(check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN')).toBe(m.bitcoinChecksum);
  });

  it('refuses other base58check payloads: a TRON address, a wrong length, text that is not base58', () => {
    expect(check('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(m.bitcoinInvalid);
    expect(check('1BvBMSEYstWetqTFn5Au4m4GFg7xJ')).toBe(m.bitcoinInvalid);
    expect(check('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0')).toBe(m.bitcoinInvalid);
    expect(check('not an address')).toBe(m.bitcoinInvalid);
  });
});

describe('Bitcoin typing mistakes', () => {
  const mainnet = [
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
  ];

  it('refuses every one-character substitution after the prefix, mostly as a wrong checksum', () => {
    for (const address of mainnet) {
      const start = address.startsWith('bc1') ? 4 : 1;
      let checksumErrors = 0;
      let mistakes = 0;
      for (let i = start; i < address.length; i++) {
        for (const replacement of ['q', 'p', 'z', '7', 'k']) {
          if (address[i] === replacement) continue;
          const typo = address.slice(0, i) + replacement + address.slice(i + 1);
          const problem = check(typo);
          expect(problem, typo).not.toBeNull();
          mistakes++;
          if (problem === m.bitcoinChecksum) checksumErrors++;
        }
      }
      expect(checksumErrors / mistakes, address).toBeGreaterThan(0.9);
    }
  });
});
