import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, csvLine } from '../src/modules/referrals/csv.ts';

describe('csvCell', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });

  it('leaves plain numbers, negative ones included, and ordinary text alone', () => {
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('12')).toBe('12');
    expect(csvCell(1234567)).toBe('1234567');
    expect(csvCell('2024-01-31')).toBe('2024-01-31');
    expect(csvCell('live-casino')).toBe('live-casino');
    expect(csvCell(null)).toBe('');
  });

  it('quotes per RFC 4180: commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['a', null, 3])).toBe('a,,3\r\n');
  });

  it('starts every file with the UTF-8 byte-order mark, so Excel keeps "Łukasz" as typed', async () => {
    const pieces: string[] = [];
    for await (const piece of csvFile([csvLine(['name']), csvLine(['Łukasz Wiśniewski'])]))
      pieces.push(piece);
    const bytes = Buffer.from(pieces.join(''), 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8').decode(bytes)).toBe('name\r\nŁukasz Wiśniewski\r\n');
  });
});
