import Decimal from 'decimal.js';
import { intlLocales, type Language } from '@affiliate/contract';
import { formatAmountIn } from '../notifications/money-text.ts';

/**
 * An amount in a refused withdrawal's message (issue 37): English as the specification writes it
 * (`10.00 EUR`, `0.00010000 BTC`), another language its locale's way (`10,00 €`, `0,00010000 BTC`).
 */
export function refusalAmount(language: Language, value: Decimal.Value, unit: string, decimals = 2): string {
  if (language === 'en') return `${new Decimal(value).toFixed(decimals)} ${unit}`;
  return formatAmountIn(language, value, unit);
}

/** A bare number as the operator set it (`500`, `500.00`): English as it is, another language its locale's way. */
export function refusalNumber(language: Language, value: string): string {
  if (language === 'en') return value;
  const decimals = value.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(intlLocales[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value as `${number}`);
}
