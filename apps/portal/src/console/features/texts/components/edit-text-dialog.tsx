import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { languageNames, type Language } from '@affiliate/contract/common/languages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { putServerErrors } from '@/lib/form-errors';
import { useSetText, type TextEntry } from '../api/texts';

/**
 * Overrides a text in a language: the operator's wording, shown with English and the catalog's
 * translation beside it; the gateway's refusals (a broken message, other variables than English's) on
 * the field.
 */
export function EditTextDialog({
  entry,
  language,
  onClose,
}: {
  entry: TextEntry | null;
  language: Language;
  onClose: (saved: TextEntry | null) => void;
}) {
  const save = useSetText();
  const form = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const { errors } = form.formState;
  useEffect(() => {
    if (entry) form.reset({ text: entry.override ?? (entry.translation || entry.english) });
  }, [entry, form]);

  const submit = form.handleSubmit(async ({ text }) => {
    if (!entry) return;
    try {
      onClose(await save.mutateAsync({ scope: entry.scope, language, key: entry.key, text }));
    } catch (reason) {
      putServerErrors(reason, form.setError, ['text'] as const);
    }
  });

  return (
    <ModalDialog
      open={entry !== null}
      onOpenChange={(open) => {
        if (!open) onClose(null);
      }}
      title={`Override in ${languageNames[language]}`}
      description={entry && <span className="font-mono [overflow-wrap:anywhere]">{entry.key}</span>}
      widthClass="w-[min(92vw,640px)]"
    >
      {entry && (
        <form noValidate className="mt-4 flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
          <dl className="space-y-2 text-sm">
            <div>
              <dt className="font-medium text-ink">English</dt>
              <dd className="[overflow-wrap:anywhere] text-muted">{entry.english}</dd>
            </div>
            {language !== 'en' && (
              <div>
                <dt className="font-medium text-ink">Catalog’s translation</dt>
                <dd className="[overflow-wrap:anywhere] text-muted">{entry.translation || 'None yet'}</dd>
              </div>
            )}
          </dl>
          <TextareaField
            label="Text affiliates read"
            rows={4}
            hint="Keep English’s {variables} and <0>…</0> tags exactly."
            error={errors.text?.message}
            {...form.register('text', { required: 'Write the text, or reset it to the catalog’s.' })}
          />
          {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" loading={save.isPending}>
              Save override
            </Button>
            <Button type="button" variant="secondary" onClick={() => onClose(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
