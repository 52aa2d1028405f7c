import { RotateCcw } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
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

const statuses = transactionStatus.options.flatMap((member) => member.options);

/** The selects' choices in the portal's language (payment options keep their product names). */
function useFilterOptions() {
  const { t, i18n } = useLingui();
  const typeOptions: SelectOption[] = [
    { value: '', label: t`All types` },
    ...transactionType.options.map((type) => ({ value: type, label: i18n._(transactionTypeLabels[type]) })),
  ];
  const statusOptions: SelectOption[] = [
    { value: '', label: t`All statuses` },
    ...statuses.map((status) => ({ value: status, label: i18n._(transactionStatusLooks[status].label) })),
  ];
  const optionOptions: SelectOption[] = [
    { value: '', label: t`All payment options` },
    ...paymentOptionType.options.map((type) => ({ value: type, label: payoutOptions[type].name })),
  ];
  return { typeOptions, statusOptions, optionOptions };
}

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
  const { t } = useLingui();
  const { typeOptions, statusOptions, optionOptions } = useFilterOptions();
  const latest = toIsoDate(today);
  return (
    <form
      aria-label={t`Filter transactions`}
      className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label={t`Type`}
        value={filters.type ?? ''}
        options={typeOptions}
        onChange={(event) => onChange({ type: orUnset<TransactionType>(event.target.value) })}
      />
      <SelectField
        label={t`Status`}
        value={filters.status ?? ''}
        options={statusOptions}
        onChange={(event) => onChange({ status: orUnset<TransactionStatus>(event.target.value) })}
      />
      <SelectField
        label={t`Payment option`}
        value={filters.payment_option_type ?? ''}
        options={optionOptions}
        onChange={(event) =>
          onChange({ payment_option_type: orUnset<PaymentOptionType>(event.target.value) })
        }
      />
      <FormField
        label={t`From`}
        type="date"
        value={filters.from ?? ''}
        max={filters.to ?? latest}
        onChange={(event) => onChange({ from: event.target.value || undefined })}
      />
      <FormField
        label={t`To`}
        type="date"
        value={filters.to ?? ''}
        min={filters.from}
        max={latest}
        onChange={(event) => onChange({ to: event.target.value || undefined })}
      />
      <SelectField
        label={t`Rows per page`}
        value={String(filters.per_page)}
        options={perPageOptions}
        onChange={(event) => onChange({ per_page: Number(event.target.value) })}
      />
      <div className="col-span-full flex justify-end">
        <Button variant="secondary" size="md" onClick={onReset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          <Trans>Reset</Trans>
        </Button>
      </div>
    </form>
  );
}
