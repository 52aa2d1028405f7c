import { describe, expect, it } from 'vitest';
import { recoveryCodesFileName, recoveryCodesText } from '../recovery-codes-file';

const file = {
  codes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'],
  issuer: 'Goldline Partners',
  account: 'demo',
  createdAt: new Date(2026, 10, 23, 9, 30),
};

describe('recovery codes file', () => {
  it('is named after the brand and the local date', () => {
    expect(recoveryCodesFileName(file)).toBe('goldline-partners-recovery-codes-2026-11-23.txt');
    expect(recoveryCodesFileName({ ...file, issuer: '  ' })).toBe('recovery-codes-2026-11-23.txt');
  });

  it('says whose codes they are and what they are for, then one code a line (CRLF, for every editor)', () => {
    const text = recoveryCodesText(file);
    expect(text.split('\r\n')).toEqual([
      'Goldline Partners recovery codes',
      'Account: demo',
      'Created: 2026-11-23',
      '',
      'Each code signs you in once when your authenticator app is not at hand.',
      'Keep them somewhere safe. Creating new codes makes these stop working.',
      '',
      'AAAA-BBBB-CCCC-DDDD',
      'EEEE-FFFF-GGGG-HHHH',
      '',
    ]);
  });
});
