import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import {
  formatStatementMonth,
  offeredMonths,
  shiftMonth,
  type MonthBounds,
  type StatementMonth,
} from '../lib/statement-month';

export interface MonthPickerProps {
  value: StatementMonth;
  bounds: MonthBounds;
  onChange: (month: StatementMonth) => void;
}

/**
 * The statement's month: a native select (type-ahead, arrow keys), then buttons for the month before
 * and after. Only months from the affiliate's start to the current month are offered; the buttons stop
 * at those ends. On a phone the select has the row to itself, so its longest label ("December 2026 (so
 * far)") shows whole, and the buttons share the row below it, named in words; the order on screen is
 * the order of the keyboard on both.
 */
export function MonthPicker({ value, bounds, onChange }: MonthPickerProps) {
  const { t } = useLingui();
  const options = offeredMonths(bounds).map((month) => {
    const name = formatStatementMonth(month);
    return { value: month, label: month === bounds.latest ? t`${name} (so far)` : name };
  });
  const previous = shiftMonth(value, -1);
  const next = shiftMonth(value, 1);
  return (
    <div
      role="group"
      aria-label={t`Statement month`}
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
    >
      <SelectField
        className="sm:w-64"
        label={t`Month`}
        value={value}
        options={options}
        onChange={(event) => onChange(event.target.value as StatementMonth)}
      />
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="md"
          className="h-11 flex-1 px-3 sm:h-10 sm:flex-none"
          aria-label={t`Previous month`}
          disabled={previous < bounds.earliest}
          onClick={() => onChange(previous)}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span className="sm:sr-only">
            <Trans>Previous</Trans>
          </span>
        </Button>
        <Button
          variant="secondary"
          size="md"
          className="h-11 flex-1 px-3 sm:h-10 sm:flex-none"
          aria-label={t`Next month`}
          disabled={next > bounds.latest}
          onClick={() => onChange(next)}
        >
          <span className="sm:sr-only">
            <Trans>Next</Trans>
          </span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
