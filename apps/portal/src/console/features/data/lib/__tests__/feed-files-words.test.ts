import { describe, expect, it } from 'vitest';
import { feedOfHeader } from '../feed-columns';
import { formatBytes, resultSentence, shortSha256 } from '../report-words';
import { feedReport } from '../../components/__tests__/fixtures';

describe("a file's header row", () => {
  it('names the feed whose columns it has most of, whatever the separator, quotes or byte order mark', () => {
    expect(feedOfHeader('\uFEFFcustomer_id;day;currency;deposits;withdrawals;turnover;winloss;bonuses')).toBe(
      'activity',
    );
    expect(feedOfHeader('"customer_id","referral_code","date_joined","category","country"')).toBe('players');
    expect(feedOfHeader('customer_id')).toBeNull();
    expect(feedOfHeader('name,email')).toBeNull();
  });
});

describe("a report's words", () => {
  it('says what became of the file, counts with thousands separators', () => {
    expect(resultSentence(feedReport({ stored_rows: 1 }))).toBe('Stored 1 row');
    expect(resultSentence(feedReport({ stored_rows: 1_000_000 }))).toBe('Stored 1,000,000 rows');
    expect(resultSentence(feedReport({ result: 'refused', refused_rows: 1_204 }))).toBe(
      'Refused: 1,204 bad rows, nothing was stored',
    );
    expect(resultSentence(feedReport({ result: 'failed', failure: 'The file is not UTF-8.' }))).toBe(
      'Failed: The file is not UTF-8.',
    );
    expect(resultSentence(feedReport({ result: null }))).toBe('Still being read');
  });

  it('writes sizes as browsers do, and the first 12 digits of a SHA-256', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(999)).toBe('999 bytes');
    expect(formatBytes(1_500)).toBe('1.5 KB');
    expect(formatBytes(12_345_678)).toBe('12.3 MB');
    expect(formatBytes(1_000_000_000)).toBe('1.0 GB');
    expect(shortSha256('0123456789abcdef'.repeat(4))).toBe('0123456789ab');
    expect(shortSha256(null)).toBe('—');
  });
});
