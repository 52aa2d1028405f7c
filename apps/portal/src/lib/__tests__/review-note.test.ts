import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../dates';
import { localizeReviewNote } from '../review-note';

describe("a withdrawal's review note", () => {
  it("shows the gateway's UTC time in the portal's date format on the viewer's clock", () => {
    const at = new Date(Date.UTC(2026, 10, 24, 17, 5));
    expect(localizeReviewNote('New payout details: this withdrawal waits for our review until 2026-11-24 17:05 UTC.')).toBe(
      `New payout details: this withdrawal waits for our review until ${formatDateTime(at)}.`,
    );
    expect(formatDateTime(at)).toMatch(/^11\/2[45]\/2026, \d{2}:05 [AP]M$/);
  });

  it('keeps a note without a time as it is', () => {
    expect(localizeReviewNote('New payout details (saved less than 24 hours ago)')).toBe('New payout details (saved less than 24 hours ago)');
  });
});
