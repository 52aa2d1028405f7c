import { REPORT_FILTERS, type ReportFigures, type ReportQuery } from '@affiliate/contract';
import type { StoredClicks } from '../../caches/figures-cache.ts';
import { bucketStartOf } from '../figures/buckets.ts';
import type { ReportFiguresAnswer } from './figures-answer.ts';

/**
 * What clicks this process just stored do to a kept report (caches/figures-cache.ts, ClickRule). A
 * time grouping in its own order (by day, week or month, nothing filtered) adds each day's clicks to
 * its bucket's row, on the side whose date range holds the day, and to that side's totals, as the
 * click rollups will sum them; its as_of becomes the latest click's time when that is later. Any other report goes (null): a click may add a row (a new sub-ID),
 * move one in an order by figures or past the row limit, or fall outside a filter, which only the
 * database can tell.
 */
export function addClicksToReport(
  query: ReportQuery,
): (answer: ReportFiguresAnswer, clicks: StoredClicks) => ReportFiguresAnswer | null {
  const group = query.group;
  const addable =
    (group === 'day' || group === 'week' || group === 'month') &&
    REPORT_FILTERS.every((name) => query[name] === undefined);
  return (answer, clicks) => {
    if (!addable || answer.meta.sort !== 'key') return null;
    const granularity = group as 'day' | 'week' | 'month';
    const { from, to, compare_from: compareFrom, compare_to: compareTo } = answer.meta;
    const current = new Map<string, number>();
    const previous = new Map<string, number>();
    for (const [day, count] of clicks.byDay) {
      const start = bucketStartOf(day, granularity);
      if (day >= from && day <= to) current.set(start, (current.get(start) ?? 0) + count);
      if (compareFrom !== null && compareTo !== null && day >= compareFrom && day <= compareTo)
        previous.set(start, (previous.get(start) ?? 0) + count);
    }
    const sum = (added: Map<string, number>) => [...added.values()].reduce((a, b) => a + b, 0);
    const asOf = answer.meta.as_of;
    const movedAsOf = asOf === null || Date.parse(asOf) < clicks.latest.getTime();
    if (current.size === 0 && previous.size === 0 && !movedAsOf) return answer;
    return {
      ...answer,
      meta: movedAsOf ? { ...answer.meta, as_of: clicks.latest.toISOString() } : answer.meta,
      data: {
        rows: answer.data.rows.map((row) => {
          const toCurrent = current.get(row.key);
          const toPrevious = row.previous_key === null ? undefined : previous.get(row.previous_key);
          if (toCurrent === undefined && toPrevious === undefined) return row;
          return {
            ...row,
            current: withClicks(row.current, toCurrent),
            previous: row.previous && withClicks(row.previous, toPrevious),
          };
        }),
        totals: {
          current: withClicks(answer.data.totals.current, sum(current)),
          previous: answer.data.totals.previous && withClicks(answer.data.totals.previous, sum(previous)),
        },
      },
    };
  };
}

function withClicks(figures: ReportFigures, added: number | undefined): ReportFigures {
  return added ? { ...figures, clicks: (figures.clicks ?? 0) + added } : figures;
}
