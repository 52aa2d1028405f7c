import { useId } from 'react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import type { AddCatalogueBannerRequest } from '@affiliate/contract/endpoints/banners';
import {
  ACCEPTED_FILES,
  CREATIVE_LIMIT_TEXT,
  formatFileSize,
  previewSource,
  readChosenFile,
  type BannerFormInput,
  type ChosenFile,
} from '../lib/banner-form';

/** The chosen file: its name and size, and what it looks like (only once it passed the browser's checks). */
function ChosenFileSummary({ file }: { file: ChosenFile }) {
  const source = previewSource(file);
  return (
    <div className="flex min-w-0 items-center gap-3 text-xs text-muted">
      {source && (
        <img
          src={source}
          alt=""
          className="block h-auto max-h-16 w-auto max-w-32 shrink-0 border border-line object-contain"
        />
      )}
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <span className="font-medium text-ink">{file.name}</span> · {formatFileSize(file.bytes)}
        {file.pixelSize && (
          <>
            {' · '}
            <span className="font-medium text-ink">{file.pixelSize}</span> pixels
          </>
        )}
      </span>
    </div>
  );
}

export interface CreativeFieldsProps {
  index: number;
  control: Control<BannerFormInput, unknown, AddCatalogueBannerRequest>;
  errors: FieldErrors<BannerFormInput>['creatives'];
  onChosen: (file: ChosenFile) => void;
  onRemove: () => void;
}

/** One creative of an image or animated banner: its file (SVG, PNG or GIF), whose own pixel size is the creative's. */
export function CreativeFields({ index, control, errors, onChosen, onRemove }: CreativeFieldsProps) {
  const fileId = useId();
  const rowErrors = errors?.[index];
  const fileError = rowErrors?.file?.message;
  const legend = `Creative ${index + 1}`;
  return (
    <fieldset className="min-w-0 rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-medium text-ink">{legend}</legend>
      <div>
        <Controller
          control={control}
          name={`creatives.${index}.file`}
          render={({ field }) => (
            <div className="flex min-w-0 flex-col gap-1.5">
              <label htmlFor={fileId} className="text-sm font-medium text-ink">
                File
              </label>
              <input
                ref={field.ref}
                id={fileId}
                type="file"
                accept={ACCEPTED_FILES}
                aria-invalid={fileError ? true : undefined}
                aria-describedby={fileError ? `${fileId}-error` : `${fileId}-hint`}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  if (!file) return field.onChange(null);
                  void readChosenFile(file).then((chosen) => {
                    field.onChange(chosen);
                    onChosen(chosen);
                  });
                }}
                className={cx(
                  'w-full min-w-0 rounded-lg border bg-surface p-1.5 text-sm text-ink file:mr-3 file:rounded-md file:border-0 file:bg-canvas file:px-3 file:py-1.5 file:font-semibold file:text-ink',
                  'focus:outline-none focus-visible:border-info-ink focus-visible:ring-3 focus-visible:ring-info/40',
                  fileError ? 'border-error-ink' : 'border-line',
                )}
              />
              {fileError ? (
                <p id={`${fileId}-error`} className="text-sm text-error-ink">
                  {fileError}
                </p>
              ) : (
                <p id={`${fileId}-hint`} className="text-xs text-muted">
                  SVG, PNG or GIF, at most {CREATIVE_LIMIT_TEXT}: its size in pixels is read from the file.
                </p>
              )}
              {field.value && <ChosenFileSummary file={field.value} />}
            </div>
          )}
        />
      </div>
      <div className="mt-2 flex justify-end">
        <Button variant="ghost" size="sm" aria-label={`Remove ${legend.toLowerCase()}`} onClick={onRemove}>
          <X aria-hidden="true" className="size-4" />
          Remove
        </Button>
      </div>
    </fieldset>
  );
}
