import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { queueStatuses, statusNames, type QueueFilters } from '../lib/queue-filters';

const statusOptions = queueStatuses.map((status) => ({ value: status, label: statusNames[status] }));

/**
 * The queue's filters: the status applies at once; an affiliate's id when Filter is pressed (a row's
 * affiliate name sets it too). Both live in the URL.
 */
export function QueueFiltersForm({
  filters,
  onChange,
}: {
  filters: QueueFilters;
  onChange: (change: Partial<QueueFilters>) => void;
}) {
  // Starts from the URL's id; the screen keys the form by it, so a row's name or Back shows the new one.
  const [affiliate, setAffiliate] = useState(
    filters.member_id === undefined ? '' : String(filters.member_id),
  );
  const valid = affiliate.trim() === '' || /^\d{1,10}$/.test(affiliate.trim());

  return (
    <form
      noValidate
      aria-label="Filters"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) onChange({ member_id: affiliate.trim() === '' ? undefined : Number(affiliate.trim()) });
      }}
    >
      <SelectField
        label="Status"
        className="w-full sm:w-48 [&_select]:h-11"
        options={statusOptions}
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as QueueFilters['status'] })}
      />
      <FormField
        label="Affiliate ID"
        className="w-full sm:w-40"
        inputMode="numeric"
        maxLength={10}
        value={affiliate}
        error={valid ? undefined : 'An affiliate ID is a number.'}
        onChange={(event) => setAffiliate(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary" className="h-11">
          Filter
        </Button>
        {filters.member_id !== undefined && (
          <Button variant="ghost" className="h-11" onClick={() => onChange({ member_id: undefined })}>
            Every affiliate
          </Button>
        )}
      </div>
    </form>
  );
}
