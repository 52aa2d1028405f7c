import { describe, expect, it } from 'vitest';
import { showInLanguage } from '@/testing/in-language';
import { validateDateRange } from '../date-range';
import { formatRelativeTime } from '../dates';
import { postbackEventLabels } from '../integration-labels';
import { languageName } from '../language-names';
import { reviewNote } from '../review-note';
import { signedOutNotice } from '../signed-out';

describe("the portal's own texts built in lib, in other languages", () => {
  it('checks a date range in German, the limit written the German way', async () => {
    await showInLanguage('de');
    expect(validateDateRange({ from: '', to: '2026-01-01' }, 31)).toEqual({
      from: 'Geben Sie ein Startdatum ein.',
    });
    expect(validateDateRange({ from: '2020-01-01', to: '2026-01-01' }, 1000)).toEqual({
      to: 'Wählen Sie einen Zeitraum von höchstens 1.000 Tagen.',
    });
  });

  it('names languages, times and events in the language shown', async () => {
    await showInLanguage('pt-BR');
    expect(languageName('de')).toBe('alemão');
    const now = new Date('2026-12-03T12:00:00Z');
    expect(formatRelativeTime('2026-12-03T11:59:40Z', now)).toBe('agora mesmo');
    expect(postbackEventLabels.first_deposit).toBe('Primeiro depósito');
    expect(signedOutNotice('?signed_out=suspended')).toBe(
      'Você saiu da conta porque ela está suspensa. Entre em contato com seu gerente de afiliados.',
    );
  });

  it("dates a withdrawal's review hold in the Spanish note the Spanish way", async () => {
    await showInLanguage('es');
    const note = reviewNote(
      { review_reason: null, hold_until: '2026-12-24T10:00:00Z' },
      new Date('2026-12-03T12:00:00Z'),
    );
    expect(note).toMatch(/^Nuevos datos de pago: este retiro espera nuestra revisión hasta el 24\/12\/2026/);
  });
});
