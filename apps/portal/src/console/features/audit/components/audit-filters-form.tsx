import { useState, type FormEvent } from 'react';
import { RotateCcw } from 'lucide-react';
import { auditQuery } from '@affiliate/contract/endpoints/operator-audit';
import type { OperatorAccount } from '@affiliate/contract/endpoints/operator-accounts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { toIsoDate } from '@/lib/dates';
import { actionLabel } from '../lib/action-labels';
import { AUDIT_PER_PAGE_OPTIONS, type AuditFilters } from '../lib/audit-filters';

const perPageOptions: SelectOption[] = AUDIT_PER_PAGE_OPTIONS.map((size) => ({
  value: String(size),
  label: String(size),
}));
const affiliateField = auditQuery.shape.affiliate;

export interface AuditFiltersFormProps {
  filters: AuditFilters;
  operators: readonly OperatorAccount[];
  actions: readonly string[];
  onChange: (change: Partial<AuditFilters>) => void;
  onReset: () => void;
  today?: Date;
}

/** An option for a value the URL names but the list does not hold (yet): the select still shows it. */
function withCurrent(
  options: SelectOption[],
  value: string | undefined,
  label: (value: string) => string,
): SelectOption[] {
  return value === undefined || options.some((option) => option.value === value)
    ? options
    : [...options, { value, label: label(value) }];
}

/**
 * The trail's filters. The selects and dates apply at once; the affiliate (an id or a username) applies
 * on Enter or when the field is left, so a half-typed name does not load a page per key.
 */
export function AuditFiltersForm({
  filters,
  operators,
  actions,
  onChange,
  onReset,
  today = new Date(),
}: AuditFiltersFormProps) {
  const latest = toIsoDate(today);
  const [affiliate, setAffiliate] = useState(filters.affiliate ?? '');
  const [affiliateError, setAffiliateError] = useState<string | undefined>();
  // The field follows the URL when it changes by other means (Reset, Back): adjusted while rendering.
  const [shown, setShown] = useState(filters.affiliate);
  if (shown !== filters.affiliate) {
    setShown(filters.affiliate);
    setAffiliate(filters.affiliate ?? '');
    setAffiliateError(undefined);
  }

  const operatorOptions = withCurrent(
    [
      { value: '', label: 'All operators' },
      ...operators.map((operator) => ({ value: String(operator.id), label: operator.email })),
    ],
    filters.operator === undefined ? undefined : String(filters.operator),
    (id) => `Operator #${id}`,
  );
  const actionOptions = withCurrent(
    [
      { value: '', label: 'All actions' },
      ...actions.map((action) => ({ value: action, label: actionLabel(action) })),
    ],
    filters.action,
    actionLabel,
  );

  const applyAffiliate = () => {
    const typed = affiliate.trim();
    if (typed === (filters.affiliate ?? '')) return;
    if (typed === '') {
      setAffiliateError(undefined);
      onChange({ affiliate: undefined });
      return;
    }
    const parsed = affiliateField.safeParse(typed);
    if (!parsed.success) {
      setAffiliateError('Enter an affiliate id or username.');
      return;
    }
    setAffiliateError(undefined);
    onChange({ affiliate: parsed.data });
  };
  const submit = (event: FormEvent) => event.preventDefault();

  return (
    <form
      aria-label="Filter the audit trail"
      className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={submit}
    >
      {/* Two columns wide from 640 px: an operator is named by their email, which a column cuts. */}
      <SelectField
        className="sm:col-span-2"
        label="Operator"
        value={filters.operator === undefined ? '' : String(filters.operator)}
        options={operatorOptions}
        onChange={(event) =>
          onChange({ operator: event.target.value === '' ? undefined : Number(event.target.value) })
        }
      />
      <SelectField
        label="Action"
        value={filters.action ?? ''}
        options={actionOptions}
        onChange={(event) => onChange({ action: event.target.value || undefined })}
      />
      <FormField
        label="Affiliate"
        hint="Id or username, then Enter"
        value={affiliate}
        maxLength={64}
        autoComplete="off"
        spellCheck={false}
        error={affiliateError}
        onChange={(event) => setAffiliate(event.target.value)}
        onBlur={applyAffiliate}
        // The form has several text fields, so Enter does not submit it on its own.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          applyAffiliate();
        }}
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
      <div className="flex justify-end sm:col-span-2 lg:col-span-3">
        <Button variant="secondary" size="md" onClick={onReset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset
        </Button>
      </div>
    </form>
  );
}
