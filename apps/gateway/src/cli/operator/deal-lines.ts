import type { Deal, DealVersion } from '@affiliate/contract';
import { tableLines } from './text-table.ts';

/** Past this many columns a sentence of a deal's summary goes on to the next line. */
const WIDTH = 100;
const SUMMARY_INDENT = '    ';

/** A sentence broken at spaces to fit WIDTH, its continuation lines two columns further in. */
function wrapped(sentence: string, indent: string): string[] {
  const lines: string[] = [];
  const lead = () => (lines.length === 0 ? indent : `${indent}  `);
  let words = '';
  for (const word of sentence.split(' ')) {
    if (words && lead().length + words.length + 1 + word.length > WIDTH) {
      lines.push(lead() + words);
      words = word;
    } else words = words ? `${words} ${word}` : word;
  }
  return [...lines, lead() + words];
}

/** What a version pays, a sentence a line, indented under its deal. */
function summaryLines(version: DealVersion): string[] {
  return version.summary.flatMap((sentence) => wrapped(sentence, SUMMARY_INDENT));
}

/** Version 1 applies from the start; a later one from the first day of its month. */
const since = (version: DealVersion) => (version.version === 1 ? 'the start' : version.effective_from);

const affiliatesOn = (count: number) =>
  count === 0 ? 'no affiliate is on it yet' : `to the ${count} affiliate${count === 1 ? '' : 's'} on it`;

/** `deals create`: which version was recorded, from when and for whom, then what it pays. */
export function savedDealText(deal: Deal): string {
  const { current } = deal;
  const applies =
    current.version === 1
      ? 'applies from the start'
      : `applies from ${current.effective_from}${deal.affiliates === 0 ? '; ' : ' '}${affiliatesOn(deal.affiliates)}`;
  return [
    `Saved deal "${deal.name}" version ${current.version} (${applies}).`,
    ...summaryLines(current),
  ].join('\n');
}

/**
 * `deals list`: a row per deal (its latest version) with what it pays under it. A latest version that
 * starts after `today` says which version applies until then, so nobody reads next month's terms as
 * this month's.
 */
export function dealsTable(deals: readonly Deal[], today: string): string {
  if (deals.length === 0)
    return 'No deal yet: save one with `npm run operator -- deals create --file DEAL.json`.';
  const rows = [
    ['NAME', 'CURRENCY', 'VERSION', 'SINCE', 'AFFILIATES', 'DEFAULT'],
    ...deals.map((d) => [
      d.name,
      d.current.document.currency,
      String(d.current.version),
      since(d.current),
      String(d.affiliates),
      d.is_default ? 'default' : '',
    ]),
  ];
  const [heading, ...dealRows] = tableLines(rows);
  const blocks = deals.map((deal, index) => {
    const lines = [dealRows[index]!];
    if (deal.current.document.brand)
      lines.push(`${SUMMARY_INDENT}For brand ${deal.current.document.brand} only.`);
    const inForce = deal.versions.find((v) => v.version === 1 || v.effective_from <= today);
    if (deal.current.version > 1 && deal.current.effective_from > today && inForce)
      lines.push(`${SUMMARY_INDENT}Version ${inForce.version} applies until then.`);
    return [...lines, ...summaryLines(deal.current)].join('\n');
  });
  // A blank line between deals: each has several lines of words under its row.
  return `${heading}\n${blocks.join('\n\n')}`;
}
