import { ChevronLeft, ChevronRight } from 'lucide-react';
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
 * The statement's month: a native select (type-ahead, arrow keys) between buttons for the month before
 * and after. Only months from the affiliate's start to the current month are offered; the buttons stop
 * at those ends.
 */
export function MonthPicker({ value, bounds, onChange }: MonthPickerProps) {
  const options = offeredMonths(bounds).map((month) => ({
    value: month,
    label: month === bounds.latest ? `${formatStatementMonth(month)} (so far)` : formatStatementMonth(month),
  }));
  const previous = shiftMonth(value, -1);
  const next = shiftMonth(value, 1);
  return (
    <div role="group" aria-label="Statement month" className="flex items-end gap-2">
      <Button
        variant="secondary"
        size="md"
        className="h-11 px-3 sm:h-10"
        aria-label="Previous month"
        disabled={previous < bounds.earliest}
        onClick={() => onChange(previous)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
      </Button>
      <SelectField
        className="min-w-0 flex-1 sm:w-56 sm:flex-none"
        label="Month"
        value={value}
        options={options}
        onChange={(event) => onChange(event.target.value as StatementMonth)}
      />
      <Button
        variant="secondary"
        size="md"
        className="h-11 px-3 sm:h-10"
        aria-label="Next month"
        disabled={next > bounds.latest}
        onClick={() => onChange(next)}
      >
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}
