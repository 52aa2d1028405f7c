import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { currencyCode } from '@affiliate/contract/common/primitives';
import {
  fxRateEntry,
  putFxRatesRequest,
  type PutFxRatesResult,
} from '@affiliate/contract/endpoints/fx-rates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { usePutFxRates } from '../api/fx-rates';

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/**
 * The gateway's request with one rate, its field names the gateway's (`rates.0.rate`), so a refusal
 * lands on its field; currencies may be typed in lower case.
 */
const setRateForm = putFxRatesRequest.extend({
  rates: z
    .array(
      fxRateEntry.extend({
        from: z.preprocess(upper, currencyCode),
        to: z.preprocess(upper, currencyCode),
      }),
    )
    .length(1),
});
type SetRateForm = z.input<typeof setRateForm>;
type SetRateValues = z.output<typeof setRateForm>;

/**
 * Sets the rate of a currency pair for a day (units of "to" per 1 "from"): activity of that day, and of
 * the days after it up to the next day with its own rate, is converted again and its figures move.
 */
export function SetFxRateForm({
  today,
  onSet,
}: {
  today: string;
  onSet: (result: PutFxRatesResult) => void;
}) {
  const put = usePutFxRates();
  const empty: SetRateForm = { date: today, source: 'ECB', rates: [{ from: '', to: 'EUR', rate: '' }] };
  const form = useForm<SetRateForm, unknown, SetRateValues>({
    resolver: zodResolver(setRateForm),
    defaultValues: empty,
    ...formValidationModes,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await put.mutateAsync(values);
      const [rate] = values.rates;
      form.reset({
        ...empty,
        source: values.source,
        rates: [{ from: rate?.from ?? '', to: rate?.to ?? 'EUR', rate: '' }],
      });
      onSet(result);
    } catch (reason) {
      putServerErrors(reason, form.setError, [
        'date',
        'rates.0.from',
        'rates.0.to',
        'rates.0.rate',
        'source',
      ]);
    }
  });

  return (
    <form
      noValidate
      aria-label="Set a rate"
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FormField
          label="Day"
          type="date"
          max={today}
          error={errors.date?.message}
          {...form.register('date')}
        />
        <FormField
          label="From"
          autoComplete="off"
          maxLength={3}
          placeholder="e.g. BRL"
          hint="The brand's currency."
          error={errors.rates?.[0]?.from?.message}
          {...form.register('rates.0.from')}
        />
        <FormField
          label="To"
          autoComplete="off"
          maxLength={3}
          placeholder="e.g. EUR"
          hint="The affiliates' currency."
          error={errors.rates?.[0]?.to?.message}
          {...form.register('rates.0.to')}
        />
        <FormField
          label="Rate"
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 0.16"
          hint="Units of To per 1 From."
          error={errors.rates?.[0]?.rate?.message}
          {...form.register('rates.0.rate')}
        />
        <FormField
          label="Source"
          autoComplete="off"
          maxLength={40}
          error={errors.source?.message}
          {...form.register('source')}
        />
      </div>
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      <div>
        <Button type="submit" loading={put.isPending}>
          Set rate
        </Button>
      </div>
    </form>
  );
}
