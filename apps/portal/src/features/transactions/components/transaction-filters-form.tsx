import { RotateCcw } from 'lucide-react';
import {
  paymentOptionType,
  payoutOptions,
  type PaymentOptionType,
} from '@affiliate/contract/common/payout-options';
import {
  transactionStatus,
  transactionType,
  type TransactionStatus,
  type TransactionType,
} from '@affiliate/contract/endpoints/statements';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { toIsoDate } from '@/lib/dates';
import { TRANSACTIONS_PER_PAGE_OPTIONS, type TransactionFilters } from '../lib/transaction-filters';
import { transactionStatusLooks, transactionTypeLabels } from '../lib/transaction-labels';

const typeOptions: SelectOption[] = [
  { value: '', label: 'All types' },
  ...transactionType.options.map((type) => ({ value: type, label: transactionTypeLabels[type] })),
];

const statusOptions: SelectOption[] = [
  { value: '', label: 'All statuses' },
  ...transactionStatus.options
    .flatMap((member) => member.options)
    .map((status) => ({ value: status, label: transactionStatusLooks[status].label })),
];

const optionOptions: SelectOption[] = [
  { value: '', label: 'All payment options' },
  ...paymentOptionType.options.map((type) => ({ value: type, label: payoutOptions[type].name })),
];

const perPageOptions: SelectOption[] = TRANSACTIONS_PER_PAGE_OPTIONS.map((size) => ({
  value: String(size),
  label: String(size),
}));

export interface TransactionFiltersFormProps {
  filters: TransactionFilters;
  onChange: (change: Partial<TransactionFilters>) => void;
  onReset: () => void;
  today?: Date;
}

const orUnset = <T extends string>(value: string) => (value === '' ? undefined : (value as T));

/**
 * The history's filters; every change applies at once (no submit button), as the member filters do. One
 * column on a phone, two from 640 px, three from 1024 px: each select then shows its longest choice
 * ("All payment options") and each date its whole "mm/dd/yyyy" (six columns at 1024 px cut both).
 */
export function TransactionFiltersForm({
  filters,
  onChange,
  onReset,
  today = new Date(),
}: TransactionFiltersFormProps) {
  const latest = toIsoDate(today);
  return (
    <form
      aria-label="Filter transactions"
      className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label="Type"
        value={filters.type ?? ''}
        options={typeOptions}
        onChange={(event) => onChange({ type: orUnset<TransactionType>(event.target.value) })}
      />
      <SelectField
        label="Status"
        value={filters.status ?? ''}
        options={statusOptions}
        onChange={(event) => onChange({ status: orUnset<TransactionStatus>(event.target.value) })}
      />
      <SelectField
        label="Payment option"
        value={filters.payment_option_type ?? ''}
        options={optionOptions}
        onChange={(event) =>
          onChange({ payment_option_type: orUnset<PaymentOptionType>(event.target.value) })
        }
      />
      <FormField
        label="From"
        type="date"
        value={filters.from ?? ''}
        max={filters.to ?? latest}
        onChange={(event) => onChange({ from: event.target.value || undefined })}
      />
      <FormField
        label="To"
        type="date"
        value={filters.to ?? ''}
        min={filters.from}
        max={latest}
        onChange={(event) => onChange({ to: event.target.value || undefined })}
      />
      <SelectField
        label="Rows per page"
        value={String(filters.per_page)}
        options={perPageOptions}
        onChange={(event) => onChange({ per_page: Number(event.target.value) })}
      />
      <div className="col-span-full flex justify-end">
        <Button variant="secondary" size="md" onClick={onReset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset
        </Button>
      </div>
    </form>
  );
}
