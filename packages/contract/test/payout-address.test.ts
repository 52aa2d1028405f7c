import { describe, expect, it } from 'vitest';
import {
  checkPayoutDetail,
  payoutDetailHint,
  payoutDetailMessages as m,
  paymentOptionType,
} from '../src/index.ts';
import { bytesToHex } from '@noble/hashes/utils.js';
import { readBase58check } from '../src/common/base58check-payload.ts';

/** Every string that differs from `text` by one character, at every position after `from`. */
function oneCharacterTypos(text: string, alphabet: string, from = 1): string[] {
  const typos: string[] = [];
  for (let i = from; i < text.length; i++) {
    for (const c of alphabet) if (c !== text[i]) typos.push(text.slice(0, i) + c + text.slice(i + 1));
  }
  return typos;
}

describe('TRON addresses (USDT TRC20)', () => {
  const check = (address: string) => checkPayoutDetail('USDTTRC20', address);

  it('accepts the USDT contract address and the example of the TRON documentation', () => {
    expect(check('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBeNull();
    expect(check('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL')).toBeNull();
  });

  it('reads the account the TRON documentation gives for its example (hex 41 8840e6…d808)', () => {
    const read = readBase58check('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL');
    expect(read.kind).toBe('valid');
    if (read.kind !== 'valid') return;
    expect(bytesToHex(read.payload)).toBe('418840e6c55b9ada326d211d818c34a994aeced808');
  });

  it('says a one-character change breaks the checksum', () => {
    expect(check('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(m.tronChecksum);
    expect(check('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLJ6t')).toBe(m.tronChecksum);
    const typos = oneCharacterTypos('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', '2AaZz9');
    const problems = typos.map(check);
    expect(problems.every((p) => p !== null)).toBe(true);
    expect(problems.filter((p) => p === m.tronChecksum).length / typos.length).toBeGreaterThan(0.9);
  });

  it('refuses what is not a TRON address', () => {
    for (const text of [
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', // 33 characters
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6tt', // 35 characters
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj0t', // 0 is not base58
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', // a valid Bitcoin address
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'anna@example.com',
    ]) {
      expect(check(text), text).toBe(m.tronInvalid);
    }
  });

  it('says which network is wanted when an Ethereum address is pasted', () => {
    expect(check('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(m.tronGivenEthereum);
  });
});

describe('Ethereum addresses (USDT ERC20 and USDC)', () => {
  // EIP-55, "Test Cases": all caps, all lower, normal.
  const EIP55_EXAMPLES = [
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it('accepts the EIP-55 examples for both options', () => {
    for (const address of EIP55_EXAMPLES) {
      expect(checkPayoutDetail('USDTERC20', address), address).toBeNull();
      expect(checkPayoutDetail('USDC', address), address).toBeNull();
    }
  });

  it('accepts a checksummed address typed all lower or all upper case (no checksum to check)', () => {
    for (const address of EIP55_EXAMPLES.slice(4)) {
      expect(checkPayoutDetail('USDC', `0x${address.slice(2).toLowerCase()}`)).toBeNull();
      expect(checkPayoutDetail('USDC', `0x${address.slice(2).toUpperCase()}`)).toBeNull();
    }
  });

  it('refuses every mixed-case address with one letter of the wrong case', () => {
    for (const address of EIP55_EXAMPLES.slice(4)) {
      for (let i = 2; i < address.length; i++) {
        const c = address[i]!;
        const flipped = c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase();
        if (flipped === c) continue; // a digit has no case
        const typo = address.slice(0, i) + flipped + address.slice(i + 1);
        // Flipping the only upper- or lower-case letter leaves a single-case address, which carries no checksum.
        const singleCase =
          typo.slice(2) === typo.slice(2).toLowerCase() || typo.slice(2) === typo.slice(2).toUpperCase();
        expect(checkPayoutDetail('USDTERC20', typo), typo).toBe(singleCase ? null : m.ethereumChecksum);
      }
    }
  });

  it('refuses what is not 0x and 40 hexadecimal characters', () => {
    for (const text of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe', // 39
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd', // 41
      '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // no 0x
      '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    ]) {
      expect(checkPayoutDetail('USDC', text), text).toBe(m.ethereumInvalid);
    }
  });

  it('says which network is wanted when a TRON address is pasted', () => {
    expect(checkPayoutDetail('USDTERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(m.ethereumGivenTron);
  });
});

describe('e-wallet accounts (Neteller and Skrill)', () => {
  it('accepts the email the account is registered to', () => {
    for (const type of ['NETELLER', 'SKRILL'] as const) {
      expect(checkPayoutDetail(type, 'anna.berg@example.com')).toBeNull();
      expect(checkPayoutDetail(type, 'anna@example')).toBe('Enter a valid email address.');
      expect(checkPayoutDetail(type, 'anna@@example.com')).toBe('Enter a valid email address.');
    }
  });

  it('accepts a Neteller account id of exactly 12 digits', () => {
    expect(checkPayoutDetail('NETELLER', '453501020503')).toBeNull();
    for (const text of ['45350102050', '4535010205031', '4535-0102-0503', 'anna']) {
      expect(checkPayoutDetail('NETELLER', text), text).toBe(m.netellerAccount);
    }
    expect(m.netellerAccount).toBe('Enter your Neteller email or 12-digit account ID.');
  });

  it('accepts a Skrill account id of 6 to 12 digits', () => {
    for (const text of ['123456', '123456789', '123456789012'])
      expect(checkPayoutDetail('SKRILL', text), text).toBeNull();
    for (const text of ['12345', '1234567890123', '12345a', 'anna']) {
      expect(checkPayoutDetail('SKRILL', text), text).toBe(m.skrillAccount);
    }
  });
});

describe('checkPayoutDetail', () => {
  it('checks the detail as the affiliate typed it, around spaces included', () => {
    expect(checkPayoutDetail('BITCOIN', '  bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4 \n')).toBeNull();
    expect(checkPayoutDetail('BITCOIN', 'bc1qw508d6qejxtdg4y5r3z arvary0c5xw7kv8f3t4')).toBe(
      m.bitcoinInvalid,
    );
  });

  it('asks for the detail when the field is empty, for every option', () => {
    for (const type of paymentOptionType.options) expect(checkPayoutDetail(type, '   '), type).toBe(m.empty);
  });

  it('checks each option against its own network', () => {
    const bitcoin = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';
    expect(checkPayoutDetail('BITCOIN', bitcoin)).toBeNull();
    expect(checkPayoutDetail('USDTTRC20', bitcoin)).toBe(m.tronInvalid);
    expect(checkPayoutDetail('USDC', bitcoin)).toBe(m.ethereumInvalid);
    expect(checkPayoutDetail('NETELLER', bitcoin)).toBe(m.netellerAccount);
    expect(checkPayoutDetail('SKRILL', bitcoin)).toBe(m.skrillAccount);
  });
});

describe('payoutDetailHint', () => {
  it('gives every option a placeholder that matches its network', () => {
    expect(payoutDetailHint('BITCOIN')).toContain('bc1q');
    expect(payoutDetailHint('USDTTRC20')).toMatch(/^T/);
    expect(payoutDetailHint('USDTERC20')).toBe(payoutDetailHint('USDC'));
    expect(payoutDetailHint('USDC')).toMatch(/^0x/);
    expect(payoutDetailHint('NETELLER')).toContain('12-digit');
    expect(payoutDetailHint('SKRILL')).toContain('6 to 12 digits');
  });
});
