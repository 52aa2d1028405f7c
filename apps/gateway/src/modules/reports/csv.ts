import { REPORT_FIGURES } from '@affiliate/contract';
import type { ReportFiguresAnswer } from './figures-answer.ts';
import { csvFile, csvLine } from '../referrals/csv.ts';
import { isTimeGroup } from './repository.ts';

/**
 * A report as a CSV file: one line per row, the compared date range's figures beside the current ones.
 * A time bucket's label is its first day, or its days when the period cuts it ("2026-12-01 to 2026-12-15").
 */
export function reportCsv(report: ReportFiguresAnswer): AsyncGenerator<string> {
  const { meta, data } = report;
  const compared = meta.compare_from !== null;
  const time = isTimeGroup(meta.group);
  const header = [
    meta.group,
    'label',
    ...REPORT_FIGURES,
    ...(compared ? ['compared_' + meta.group, ...REPORT_FIGURES.map((f) => `compared_${f}`)] : []),
  ];
  function* lines(): Generator<string> {
    yield csvLine(header);
    for (const row of data.rows) {
      yield csvLine([
        row.key,
        row.label,
        ...REPORT_FIGURES.map((f) => row.current[f]),
        // A compared bucket by its days when the compared period cuts it, as the row's label does.
        ...(compared
          ? [
              time ? row.previous_label : row.previous_key,
              ...REPORT_FIGURES.map((f) => row.previous?.[f] ?? ''),
            ]
          : []),
      ]);
    }
    yield csvLine([
      'total',
      `${meta.from} to ${meta.to}`,
      ...REPORT_FIGURES.map((f) => data.totals.current[f]),
      ...(compared
        ? [
            `${meta.compare_from ?? ''} to ${meta.compare_to ?? ''}`,
            ...REPORT_FIGURES.map((f) => data.totals.previous?.[f] ?? ''),
          ]
        : []),
    ]);
  }
  return csvFile(lines());
}
