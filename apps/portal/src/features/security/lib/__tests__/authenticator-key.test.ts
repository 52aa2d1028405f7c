import { describe, expect, it } from 'vitest';
import { groupAuthenticatorKey } from '../authenticator-key';

describe('groupAuthenticatorKey', () => {
  it('groups a 32-character key in 4s', () => {
    expect(groupAuthenticatorKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
  });

  it('leaves a shorter last group and takes keys with spaces or in lower case', () => {
    expect(groupAuthenticatorKey('jbsw y3dp e')).toBe('JBSW Y3DP E');
    expect(groupAuthenticatorKey('')).toBe('');
  });
});
