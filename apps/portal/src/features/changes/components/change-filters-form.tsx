import { RotateCcw, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { playerChangeKinds, type PlayerChangeKind } from '@affiliate/contract/endpoints/player-changes';
import { Button } from '@/components/ui/button';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { playerChangeKindLabels } from '@/lib/player-change-words';
import { CHANGES_PER_PAGE_OPTIONS, type ChangeFilters } from '../lib/change-filters';

const perPageOptions: SelectOption[] = CHANGES_PER_PAGE_OPTIONS.map((size) => ({
  value: String(size),
  label: String(size),
}));

export interface ChangeFiltersFormProps {
  filters: ChangeFilters;
  onChange: (change: Partial<ChangeFilters>) => void;
  onReset: () => void;
}

/**
 * The kind of change and the page size; every change applies at once, as the other lists' filters do.
 * A player's page opens the screen on that player alone: said here, with a way back to everyone.
 */
export function ChangeFiltersForm({ filters, onChange, onReset }: ChangeFiltersFormProps) {
  const { t, i18n } = useLingui();
  const kindOptions: SelectOption[] = [
    { value: '', label: t`All changes` },
    ...playerChangeKinds.map((kind) => ({ value: kind, label: i18n._(playerChangeKindLabels[kind]) })),
  ];
  const player = filters.customer_id;
  return (
    <form
      aria-label={t`Filter changes`}
      className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label={t`Kind of change`}
        value={filters.kind ?? ''}
        options={kindOptions}
        onChange={(event) =>
          onChange({ kind: event.target.value === '' ? undefined : (event.target.value as PlayerChangeKind) })
        }
      />
      <SelectField
        label={t`Rows per page`}
        value={String(filters.per_page)}
        options={perPageOptions}
        onChange={(event) => onChange({ per_page: Number(event.target.value) })}
      />
      <div className="col-span-full flex flex-wrap items-center justify-between gap-3">
        {player !== undefined ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
            <span>
              <Trans>Only player {player}</Trans>
            </span>
            <Button variant="secondary" size="sm" onClick={() => onChange({ customer_id: undefined })}>
              <X aria-hidden="true" className="size-4" />
              <Trans>Show every player</Trans>
            </Button>
          </p>
        ) : (
          <span />
        )}
        <Button variant="secondary" size="md" onClick={onReset}>
          <RotateCcw aria-hidden="true" className="size-4" />
          <Trans>Reset</Trans>
        </Button>
      </div>
    </form>
  );
}
