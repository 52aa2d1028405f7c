import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../dates';
import { reviewNote } from '../review-note';

const reason = 'New payout details: this withdrawal waits for our review until 2026-11-24 17:05 UTC.';

describe("a withdrawal's review note", () => {
  it("reads the hold's end from hold_until and shows it in the portal's date format on the viewer's clock", () => {
    const until = '2026-11-24T17:05:00.000Z';
    expect(reviewNote({ review_reason: reason, hold_until: until }, new Date('2026-11-24T09:00:00Z'))).toBe(
      `New payout details: this withdrawal waits for our review until ${formatDateTime(new Date(until))}.`,
    );
    expect(formatDateTime(new Date(until))).toMatch(/^11\/2[45]\/2026, \d{2}:05 [AP]M$/);
  });

  it('says the hold has ended once its time has passed', () => {
    const until = '2026-11-24T17:05:00.000Z';
    expect(reviewNote({ review_reason: reason, hold_until: until }, new Date('2026-11-25T09:00:00Z'))).toBe(
      `New payout details: the review hold ended on ${formatDateTime(new Date(until))}.`,
    );
  });

  it("keeps the gateway's reason as it is when there is no hold", () => {
    expect(reviewNote({ review_reason: 'Large amount', hold_until: null })).toBe('Large amount');
    expect(reviewNote({ review_reason: null, hold_until: null })).toBeNull();
  });
});
