import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import { affiliateSearchText } from '@affiliate/contract/endpoints/operator-affiliates';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { AFFILIATES_PER_PAGE_OPTIONS, type AffiliateFilters } from '../lib/search-filters';

const statusOptions: SelectOption[] = [
  { value: '', label: 'Any status' },
  { value: 'active', label: 'Active' },
  { value: 'suspended', label: 'Suspended' },
];
const perPageOptions: SelectOption[] = AFFILIATES_PER_PAGE_OPTIONS.map((size) => ({
  value: String(size),
  label: String(size),
}));

export interface AffiliateSearchFormProps {
  filters: AffiliateFilters;
  onChange: (change: Partial<AffiliateFilters>) => void;
}

/**
 * The search box applies on Enter or Search (one request per search, not per key); status and page
 * size apply at once. The box follows the URL when it changes by other means (Back, a link).
 */
export function AffiliateSearchForm({ filters, onChange }: AffiliateSearchFormProps) {
  const [text, setText] = useState(filters.q ?? '');
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState(filters.q);
  if (shown !== filters.q) {
    setShown(filters.q);
    setText(filters.q ?? '');
    setError(undefined);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (typed === '') {
      setError(undefined);
      onChange({ q: undefined });
      return;
    }
    const parsed = affiliateSearchText.safeParse(typed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onChange({ q: parsed.data });
  };

  return (
    <form
      role="search"
      aria-label="Search affiliates"
      className="grid grid-cols-1 gap-x-4 gap-y-3 md:grid-cols-[minmax(0,1fr)_10rem_8rem_auto] md:items-start"
      onSubmit={submit}
    >
      <FormField
        label="Search"
        type="search"
        hint="The start of a name, email, username or referral code, or an id"
        value={text}
        maxLength={100}
        autoComplete="off"
        spellCheck={false}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <SelectField
        label="Status"
        value={filters.status ?? ''}
        options={statusOptions}
        onChange={(event) =>
          onChange({ status: (event.target.value || undefined) as AffiliateFilters['status'] })
        }
      />
      <SelectField
        label="Rows per page"
        value={String(filters.per_page)}
        options={perPageOptions}
        onChange={(event) => onChange({ per_page: Number(event.target.value) })}
      />
      <Button type="submit" className="md:mt-7">
        <Search aria-hidden="true" className="size-4" />
        Search
      </Button>
    </form>
  );
}
