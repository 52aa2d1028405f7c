import { RotateCcw } from 'lucide-react';
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { playerCategory, type PlayerCategory } from '@affiliate/contract/common/players';
import type { ViewBrands } from '@affiliate/contract/common/brand-filter';
import { BrandSelect } from '@/components/brand-select';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { intlLocale } from '@/lib/i18n/language';
import { ITEMS_PER_PAGE_OPTIONS, type PlayerFilters } from '../lib/player-filters';
import { playerCategoryNames } from '@/lib/i18n/player-categories';

const YEARS_OFFERED = 6;

/** The months' names in the language on screen ("January", "Januar"), capitalised as a list item is. */
function monthNames(): string[] {
  const locale = intlLocale();
  const format = new Intl.DateTimeFormat(locale, { month: 'long' });
  return Array.from({ length: 12 }, (_, i) => {
    const name = format.format(new Date(2024, i, 1));
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  });
}

function yearOptions(current: number, selected: number | undefined): SelectOption[] {
  const years = Array.from({ length: YEARS_OFFERED }, (_, i) => current - i);
  // A shared link may name an older year: keep it selectable.
  if (selected !== undefined && !years.includes(selected)) years.push(selected);
  return [
    { value: '', label: t`All years` },
    ...years.map((year) => ({ value: String(year), label: String(year) })),
  ];
}

// Made at each render: the labels are in the language on screen.
const monthOptions = (): SelectOption[] => [
  { value: '', label: t`All months` },
  ...monthNames().map((name, i) => ({ value: String(i + 1), label: name })),
];

const categoryOptions = (): SelectOption[] => [
  { value: '', label: t`All categories` },
  ...playerCategory.options.map((category) => ({
    value: category,
    label: i18n._(playerCategoryNames[category]),
  })),
];

const perPageOptions: SelectOption[] = ITEMS_PER_PAGE_OPTIONS.map((size) => ({
  value: String(size),
  label: String(size),
}));

export interface PlayerFiltersFormProps {
  filters: PlayerFilters;
  onChange: (change: Partial<PlayerFilters>) => void;
  onReset: () => void;
  today?: Date;
  /** The brands the affiliate has codes of (the list's answer): the brand filter's choices. */
  brands?: ViewBrands | undefined;
}

/** The specification's member filters over the referred players; every change applies at once (no submit button). */
export function PlayerFiltersForm({
  filters,
  onChange,
  onReset,
  today = new Date(),
  brands,
}: PlayerFiltersFormProps) {
  const { t: translate } = useLingui();
  const toNumber = (value: string) => (value === '' ? undefined : Number(value));
  return (
    <form
      aria-label={translate`Filter referred players`}
      // One field a row on a phone: beside each other, year and month left too little room for "Todos os
      // meses" or "Alle Monate", which a select cuts without a sign.
      className="grid grid-cols-1 gap-x-3 gap-y-3 sm:grid-cols-4 sm:gap-x-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label={translate`Year`}
        value={filters.year === undefined ? '' : String(filters.year)}
        options={yearOptions(today.getFullYear(), filters.year)}
        onChange={(event) => onChange({ year: toNumber(event.target.value) })}
      />
      <SelectField
        label={translate`Month`}
        value={filters.month === undefined ? '' : String(filters.month)}
        options={monthOptions()}
        disabled={filters.year === undefined}
        title={filters.year === undefined ? translate`Choose a year first` : undefined}
        onChange={(event) => onChange({ month: toNumber(event.target.value) })}
      />
      <SelectField
        label={translate`Category`}
        value={filters.category ?? ''}
        options={categoryOptions()}
        onChange={(event) =>
          onChange({
            category: event.target.value === '' ? undefined : (event.target.value as PlayerCategory),
          })
        }
      />
      <BrandSelect brands={brands} value={filters.brand} onChange={(brand) => onChange({ brand })} />
      <SelectField
        label={translate`Rows per page`}
        value={String(filters.itemsPerPage)}
        options={perPageOptions}
        onChange={(event) => onChange({ itemsPerPage: Number(event.target.value) })}
      />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-1 sm:col-span-4">
        <CheckboxField
          label={translate`Registered only`}
          checked={filters.registered}
          onChange={(event) => onChange({ registered: event.target.checked })}
        />
        <CheckboxField
          label={translate`Deposited only`}
          checked={filters.deposited}
          onChange={(event) => onChange({ deposited: event.target.checked })}
        />
        <Button variant="secondary" size="md" className="ml-auto" onClick={onReset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          <Trans>Reset</Trans>
        </Button>
      </div>
    </form>
  );
}
