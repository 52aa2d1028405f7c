import { useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import type { DealDocument } from '@affiliate/contract/common/deal-document';
import { FormField } from '@/components/ui/form-field';
import type { DealFormValues } from '../lib/deal-form';
import { percentToRate } from '../lib/rate-percent';

export type DealForm = UseFormReturn<DealFormValues, unknown, DealDocument>;

/**
 * A rate typed as a percentage, with the fraction the document will hold shown as it is typed: what
 * finance types and what the CLI's JSON says can be checked against each other.
 */
export function RateField({
  form,
  name,
  label,
  error,
  emptyHint = 'A percentage: 25 for 25%.',
}: {
  form: DealForm;
  name: Path<DealFormValues>;
  label: string;
  error: string | undefined;
  /** What an empty field means, for an optional rate. */
  emptyHint?: string;
}) {
  const typed = useWatch({ control: form.control, name });
  const text = typeof typed === 'string' ? typed.trim() : '';
  const fraction = text ? percentToRate(text) : undefined;
  return (
    <FormField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      maxLength={6}
      hint={fraction ? `${text}% is sent as ${fraction}.` : text ? 'A percentage: 25 for 25%.' : emptyHint}
      error={error}
      {...form.register(name)}
    />
  );
}
