import { describe, expect, it } from 'vitest';
import { showInLanguage } from '@/testing/in-language';
import { formatCount, formatMoney, formatSignedMoney } from '../money';

/** Intl's no-break spaces (`1.234,56 €`) read as spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money and counts in other languages', () => {
  it('groups thousands in Spanish from four digits on, as in German and Portuguese', async () => {
    await showInLanguage('es');
    expect(plain(formatMoney('9868.31', 'EUR'))).toBe('9.868,31 €');
    expect(plain(formatMoney('32894.37', 'EUR'))).toBe('32.894,37 €');
    expect(plain(formatSignedMoney('2129.87', 'EUR'))).toBe('+2.129,87 €');
    expect(formatCount(2300)).toBe('2.300');
    expect(plain(formatMoney('999.5', 'EUR'))).toBe('999,50 €');
  });

  it('writes German and Brazilian Portuguese amounts their own way', async () => {
    await showInLanguage('de');
    expect(plain(formatMoney('1234.56', 'EUR'))).toBe('1.234,56 €');
    await showInLanguage('pt-BR');
    expect(plain(formatMoney('1234.56', 'BRL'))).toBe('R$ 1.234,56');
    expect(formatCount(2300)).toBe('2.300');
  });
});
