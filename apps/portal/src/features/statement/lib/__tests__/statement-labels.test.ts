import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import {
  statementLineLabels as contractLabels,
  statementRatesLine,
  type StatementRate,
} from '@affiliate/contract/endpoints/statements';
import { statementLineLabels, statementRatesText } from '../statement-labels';

describe("the statement's words in English", () => {
  it('names each kind of line as the contract (and so the CSV and the PDF) does', () => {
    for (const [type, label] of Object.entries(contractLabels)) {
      expect(i18n._(statementLineLabels[type as keyof typeof contractLabels])).toBe(label);
    }
  });

  it("says the rates used as the contract's sentence, word for word", () => {
    const rates: StatementRate[] = [
      {
        from: 'BRL',
        to: 'EUR',
        rate: '0.16',
        rate_day: '2026-12-01',
        source: 'ECB',
        later_from: '2026-12-02',
        later_to: '2026-12-03',
      },
      {
        from: 'USD',
        to: 'EUR',
        rate: '0.9251',
        rate_day: '2026-12-01',
        source: 'ECB',
        later_from: null,
        later_to: null,
      },
    ];
    expect(statementRatesText(rates)).toBe(statementRatesLine(rates));
    expect(statementRatesText([])).toBeNull();
  });
});
