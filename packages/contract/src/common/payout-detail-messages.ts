/**
 * What the payout form says under a detail field, and the placeholder it shows: one place for every
 * network's wording, so the gateway's 422 and the portal's on-blur message are the same sentence.
 */
export const payoutDetailMessages = {
  bitcoinInvalid: 'This is not a valid Bitcoin address.',
  bitcoinTestnet: 'This Bitcoin address is for the test network.',
  bitcoinChecksum: 'This Bitcoin address has a wrong checksum.',
  bitcoinMixedCase: 'This Bitcoin address mixes upper- and lower-case letters.',
  bitcoinUnsupported:
    'We cannot pay to this kind of Bitcoin address yet. Use an address starting with bc1q, bc1p, 1 or 3.',
  tronInvalid: 'This is not a valid TRON address.',
  tronChecksum: 'This TRON address has a wrong checksum.',
  tronGivenEthereum:
    'This is an Ethereum address: USDT (TRC20) is paid to a TRON address, which starts with T.',
  ethereumInvalid: 'This is not a valid Ethereum address: it is 0x followed by 40 hexadecimal characters.',
  ethereumChecksum: 'This address has a wrong EIP-55 checksum: check its upper- and lower-case letters.',
  ethereumGivenTron:
    'This is a TRON address: this option is paid to an Ethereum address, which starts with 0x.',
  netellerAccount: 'Enter your Neteller email or 12-digit account ID.',
  skrillAccount: 'Enter your Skrill email or account ID (6 to 12 digits).',
  empty: 'Enter the payout detail.',
} as const;

/** The detail fields' placeholders, by network. */
export const payoutDetailHints = {
  bitcoin: 'bc1q…, bc1p…, 1… or 3…',
  tron: 'T… (34 characters)',
  ethereum: '0x… (40 hexadecimal characters)',
  neteller: 'Email or 12-digit account ID',
  skrill: 'Email or account ID (6 to 12 digits)',
} as const;
