import { describe, expect, it } from 'vitest';
import { reportQuery } from '@affiliate/contract/endpoints/reports';
import { curlExample } from '../api-usage';
import { insertMacro } from '../postback-events';
import { isExpired } from '../token-state';

describe('insertMacro', () => {
  it('puts the macro at the caret or over the selection, and the caret after it', () => {
    expect(insertMacro('https://t.example/pb?cid=', 'click_id', { start: 25, end: 25 })).toEqual({
      value: 'https://t.example/pb?cid={click_id}',
      caret: 35,
    });
    expect(insertMacro('a=XX&b', 'sub1', { start: 2, end: 4 })).toEqual({ value: 'a={sub1}&b', caret: 8 });
    expect(insertMacro('abc', 'event', { start: 99, end: 99 })).toEqual({ value: 'abc{event}', caret: 10 });
  });
});

describe('curlExample', () => {
  it('reads the last 7 days by sub-ID 1, a query the reports endpoint accepts, with the token from the environment', () => {
    const example = curlExample('https://partners.example', 42, new Date('2026-11-28T03:00:00Z'));
    expect(example).toBe(
      'curl -H "Authorization: Bearer $GOLDLINE_TOKEN" "https://partners.example/api/v1/affiliate/42/reports?group=sub1&from=2026-11-22&to=2026-11-28"',
    );
    const address = new URL(example.match(/"(https:[^"]+)"/)![1]!);
    expect(reportQuery.safeParse(Object.fromEntries(address.searchParams)).success).toBe(true);
  });
});

describe('isExpired', () => {
  it('is expired from its expiry on', () => {
    const now = new Date('2026-11-28T03:00:00Z');
    expect(isExpired({ expires_at: '2026-11-28T03:00:00.000Z' }, now)).toBe(true);
    expect(isExpired({ expires_at: '2026-11-28T03:00:01.000Z' }, now)).toBe(false);
  });
});
