import { X } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { ReportFilter } from '@affiliate/contract/endpoints/reports';
import { filterLabels } from '../lib/report-figures';

export interface FilterChipsProps {
  filters: ReadonlyArray<[ReportFilter, string | number]>;
  /** The words of a filter's value as the report showed them ("None" for links without a sub-ID). */
  valueLabel: (name: ReportFilter, value: string | number) => string;
  onRemove: (name: ReportFilter) => void;
}

/** The filters the report is narrowed to, each a removable chip. */
export function FilterChips({ filters, valueLabel, onRemove }: FilterChipsProps) {
  const { t } = useLingui();
  if (filters.length === 0) return null;
  return (
    <ul aria-label={t`Active filters`} className="flex flex-wrap gap-2">
      {filters.map(([name, value]) => {
        const text = `${filterLabels[name]}: ${valueLabel(name, value)}`;
        const removeLabel = t`Remove filter ${text}`;
        return (
          <li
            key={name}
            className="inline-flex max-w-full items-center gap-1 rounded-full border border-ink/20 bg-secondary-soft py-1 pl-3 pr-1 text-sm text-ink"
          >
            <span className="truncate">{text}</span>
            <button
              type="button"
              onClick={() => onRemove(name)}
              aria-label={removeLabel}
              className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-black/10 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-info-ink"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
