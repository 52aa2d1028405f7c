import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ViewBrands } from '@affiliate/contract/common/brand-filter';
import { reportGroup, type ReportGroup } from '@affiliate/contract/endpoints/reports';
import { BrandSelect } from '@/components/brand-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { groupLabels } from '../lib/report-figures';
import {
  REPORT_COMPARISONS,
  REPORT_PERIODS,
  reportComparisonLabels,
  reportPeriodLabels,
  validateRange,
  type DateRange,
  type RangeErrors,
  type ReportComparison,
  type ReportPeriodPreset,
} from '../lib/report-periods';
import type { ReportView } from '../lib/report-view';

// Made at each render: the labels are in the language on screen.
const groupOptions = () => reportGroup.options.map((value) => ({ value, label: groupLabels[value] }));
const periodOptions = () => REPORT_PERIODS.map((value) => ({ value, label: reportPeriodLabels[value] }));
const comparisonOptions = () =>
  REPORT_COMPARISONS.map((value) => ({ value, label: reportComparisonLabels[value] }));

export interface ReportControlsProps {
  view: ReportView;
  /** The period's dates as the report reads them (a preset's, or the custom ones). */
  range: DateRange;
  onChange: (change: Partial<ReportView>) => void;
  /** The brands the affiliate has codes of (the report's answer): the brand filter's choices. */
  brands?: ViewBrands | undefined;
}

/**
 * Group by, the period (a preset or custom dates, applied together) and what to compare it with. The
 * screen keys it on the period, so a period read from the URL (Back, a link) refills the dates.
 */
export function ReportControls({ view, range, onChange, brands }: ReportControlsProps) {
  const { t } = useLingui();
  // The custom dates being typed: they reach the URL (and the report) when applied.
  const [custom, setCustom] = useState<DateRange>(range);
  // Custom dates picked but not applied yet: the fields show while the report keeps its period.
  const [picking, setPicking] = useState(false);
  const customShown = picking || view.range === 'custom';
  const [errors, setErrors] = useState<RangeErrors>({});

  const choosePeriod = (preset: ReportPeriodPreset) => {
    setErrors({});
    if (preset === 'custom') {
      setCustom(range);
      setPicking(true);
      return;
    }
    setPicking(false);
    onChange({ range: preset });
  };
  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const found = validateRange(custom);
    setErrors(found);
    if (found.from || found.to) return;
    onChange({ range: 'custom', from: custom.from, to: custom.to });
  };

  return (
    <form
      aria-label={t`Report options`}
      onSubmit={applyCustom}
      className="grid grid-cols-1 gap-3 sm:grid-cols-3"
    >
      <SelectField
        label={t`Group by`}
        value={view.group}
        options={groupOptions()}
        onChange={(event) => onChange({ group: event.target.value as ReportGroup })}
      />
      <SelectField
        label={t`Period`}
        value={customShown ? 'custom' : view.range}
        options={periodOptions()}
        onChange={(event) => choosePeriod(event.target.value as ReportPeriodPreset)}
      />
      <SelectField
        label={t`Compare with`}
        value={view.compare}
        options={comparisonOptions()}
        onChange={(event) => onChange({ compare: event.target.value as ReportComparison })}
      />
      {/* Products are counted per affiliate, not per brand: no brand filter beside them. */}
      {view.group !== 'product' &&
        (brands === undefined ? (
          // The report's answer names the brands: until it comes, the field's place is held, so the
          // report below does not move when the field appears (issue 40).
          <SelectField
            label={t`Brand`}
            value=""
            options={[{ value: '', label: t`All brands` }]}
            disabled
            onChange={() => undefined}
          />
        ) : (
          <BrandSelect brands={brands} value={view.brand} onChange={(brand) => onChange({ brand })} />
        ))}
      {customShown && (
        <div className="grid grid-cols-1 items-start gap-3 sm:col-span-3 sm:grid-cols-[1fr_1fr_auto]">
          <FormField
            label={t`From`}
            type="date"
            value={custom.from}
            error={errors.from}
            onChange={(event) => setCustom((c) => ({ ...c, from: event.target.value }))}
          />
          <FormField
            label={t`To`}
            type="date"
            value={custom.to}
            error={errors.to}
            onChange={(event) => setCustom((c) => ({ ...c, to: event.target.value }))}
          />
          <Button type="submit" className="sm:mt-[1.625rem]">
            <Trans>Apply dates</Trans>
          </Button>
        </div>
      )}
    </form>
  );
}
