import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ViewBrands } from '@affiliate/contract/common/brand-filter';
import { SelectField } from '@/components/ui/select-field';

export interface BrandSelectProps {
  /** The brands the affiliate has codes of, as the view's answer lists them (`meta.brands`). */
  brands: ViewBrands | undefined;
  /** The brand filtered to, by code; undefined for every brand. */
  value: string | undefined;
  onChange: (brand: string | undefined) => void;
  className?: string;
}

/** The choices of a brand filter: every brand, then each of the affiliate's by name (called while rendering). */
export function brandOptions(brands: ViewBrands): Array<{ value: string; label: string }> {
  return [{ value: '', label: t`All brands` }, ...brands.map((b) => ({ value: b.code, label: b.name }))];
}

/**
 * The brand filter of the dashboard, reports and players: shown to an affiliate with codes of more
 * than one brand (with one, every figure is that brand's), and while a brand is chosen, so it can be
 * cleared.
 */
export function BrandSelect({ brands, value, onChange, className }: BrandSelectProps) {
  const { t } = useLingui();
  if (!brands || (brands.length < 2 && value === undefined)) return null;
  const known = value === undefined || brands.some((b) => b.code === value);
  const options = [
    ...brandOptions(brands),
    // A brand from a link the affiliate has no code of: named by its code, to be cleared.
    ...(known ? [] : [{ value: value ?? '', label: value ?? '' }]),
  ];
  return (
    <SelectField
      label={t`Brand`}
      value={value ?? ''}
      options={options}
      className={className}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    />
  );
}
