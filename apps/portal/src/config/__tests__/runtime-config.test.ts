import { describe, expect, it } from 'vitest';
import { portalConfig } from '@affiliate/contract';
import { readPortalConfig } from '../runtime-config';

const served = {
  apiBaseUrl: '',
  portalClientToken: 'public-token',
  brandName: 'Goldline Partners',
  kyc: {
    successUrl: 'http://localhost:3000/kyc?result=success',
    errorUrl: 'http://localhost:3000/kyc?result=error',
  },
  texts: { 'pt-BR': { x3jCbn: ['Goldline Afiliados'], a1B2c3: ['Olá, ', ['name']] } },
};

describe('runtime configuration', () => {
  it('reads what the contract describes, exactly as the contract parses it', () => {
    const withExtras = { ...served, unknown: 1, kyc: { ...served.kyc, extra: true } };
    expect(readPortalConfig(withExtras)).toEqual(portalConfig.parse(withExtras));
    expect(readPortalConfig(withExtras)).toEqual(served);
  });

  it('reads no text overrides as none', () => {
    const { texts: _left, ...without } = served;
    expect(readPortalConfig(without).texts).toEqual({});
  });

  it('refuses what the contract refuses, naming the field', () => {
    expect(() => readPortalConfig(null)).toThrow('/config.json: the configuration is not an object.');
    expect(() => readPortalConfig({ ...served, brandName: 3 })).toThrow(
      '/config.json: brandName is not a string.',
    );
    expect(() => readPortalConfig({ ...served, kyc: { successUrl: 'x' } })).toThrow(
      '/config.json: kyc.errorUrl is not a string.',
    );
    for (const broken of [null, { ...served, brandName: 3 }, { ...served, kyc: { successUrl: 'x' } }])
      expect(portalConfig.safeParse(broken).success).toBe(false);
  });
});
