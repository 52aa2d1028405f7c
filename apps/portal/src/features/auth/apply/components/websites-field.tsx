import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { MAX_WEBSITES, type ApplyFormValues } from '../api/apply-form';

/** The applicant's websites: one row each, added and removed by buttons, up to the contract's ten. */
export function WebsitesField({ form }: { form: UseFormReturn<ApplyFormValues> }) {
  const { t } = useLingui();
  const rows = useFieldArray({ control: form.control, name: 'websites' });
  const errors = form.formState.errors.websites;

  const add = () => {
    rows.append({ url: '' }, { shouldFocus: true });
  };
  const remove = (index: number) => {
    rows.remove(index);
    // The focus goes to the row that takes its place, or the add button when none is left.
    requestAnimationFrame(() => {
      const next = document.getElementById(`apply-website-${Math.min(index, rows.fields.length - 2)}`);
      (next ?? document.getElementById('apply-website-add'))?.focus();
    });
  };

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby="apply-websites-hint">
      <legend className="mb-1 text-sm font-medium text-ink">
        <Trans>Websites</Trans>
      </legend>
      <p id="apply-websites-hint" className="text-xs text-muted">
        <Trans>
          Addresses starting with https:// or http://, up to {MAX_WEBSITES}. Leave it empty if your traffic
          comes from elsewhere (social media, apps).
        </Trans>
      </p>
      {rows.fields.map((row, index) => {
        const number = index + 1;
        return (
          <div key={row.id} className="flex items-start gap-2">
            <FormField
              id={`apply-website-${index}`}
              className="min-w-0 flex-1"
              label={t`Website ${number}`}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              maxLength={300}
              error={errors?.[index]?.url?.message}
              {...form.register(`websites.${index}.url`)}
            />
            {rows.fields.length > 1 && (
              <Button
                variant="ghost"
                className="mt-7 size-11 shrink-0 px-0"
                aria-label={t`Remove website ${number}`}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            )}
          </div>
        );
      })}
      {rows.fields.length < MAX_WEBSITES && (
        <div>
          <Button id="apply-website-add" variant="secondary" size="sm" onClick={add}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Add a website</Trans>
          </Button>
        </div>
      )}
    </fieldset>
  );
}
