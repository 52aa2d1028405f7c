import { describe, expect, it } from 'vitest';
import { countryCode } from '@affiliate/contract/common/primitives';
import { setCurrentLanguage } from '@/lib/i18n/language';
import { currencyOptions } from '../application-currencies';
import { countryCodes, countryOptions } from '../country-codes';
import { tokenFromFragment } from '../fragment-token';

describe('the mailed links’ token', () => {
  it('is read from the fragment, within the contract’s length', () => {
    expect(tokenFromFragment('#token=abcdefghijklmnop')).toBe('abcdefghijklmnop');
    expect(tokenFromFragment('#token=short')).toBeNull();
    expect(tokenFromFragment('')).toBeNull();
    expect(tokenFromFragment(`#token=${'a'.repeat(201)}`)).toBeNull();
  });
});

describe('the countries and currencies offered', () => {
  it('lists every ISO country once, each a code the contract accepts, by name in the language shown', () => {
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    expect(countryCodes.length).toBe(250);
    expect(countryCodes.every((code) => countryCode.safeParse(code).success)).toBe(true);
    setCurrentLanguage('de');
    const options = countryOptions();
    expect(options.find((option) => option.value === 'DE')?.label).toBe('Deutschland');
    const labels = options.map((option) => option.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'de')));
  });

  it('names each currency with its code', () => {
    setCurrentLanguage('es');
    expect(currencyOptions(['BRL', 'EUR'])).toEqual([
      { value: 'BRL', label: 'real brasileño (BRL)' },
      { value: 'EUR', label: 'euro (EUR)' },
    ]);
  });
});
