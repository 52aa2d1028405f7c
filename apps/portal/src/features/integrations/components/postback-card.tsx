import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formResolver } from '@/lib/form-resolver';
import { z } from 'zod';
import {
  postbackInput,
  type PostbackDelivery,
  type PostbackEvent,
  type PostbackSettings,
} from '@affiliate/contract/endpoints/postbacks';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { cx } from '@/components/ui/cx';
import { readApiFailure } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { putServerErrors, serverErrorKey } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/validation';
import { useRemovePostback, useSavePostback } from '../api/save-postback';
import { useSendTestPostback } from '../api/send-test-postback';
import { insertMacro, postbackEventText } from '../lib/postback-events';
import { TestResult } from './delivery-outcome';
import { MacroPicker } from './macro-picker';

/** The form takes the contract's template rule; method and switch are always set here. */
const postbackFormSchema = z.object({
  url: postbackInput.shape.url,
  method: z.enum(['GET', 'POST']),
  enabled: z.boolean(),
});
type PostbackFormValues = z.infer<typeof postbackFormSchema>;

const valuesOf = (saved: PostbackSettings | null): PostbackFormValues => ({
  url: saved?.url ?? '',
  method: saved?.method ?? 'GET',
  enabled: saved?.enabled ?? true,
});

export interface PostbackCardProps {
  event: PostbackEvent;
  saved: PostbackSettings | null;
  /** A save that created the signing secret hands it up, to be shown once. */
  onSecret: (secret: string) => void;
}

function PostbackState({ saved }: { saved: PostbackSettings | null }) {
  if (!saved)
    return (
      <span className="rounded-full bg-canvas px-2 py-0.5 text-xs font-semibold text-muted">
        <Trans>Not set</Trans>
      </span>
    );
  if (saved.enabled)
    return (
      <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success-ink">
        <Trans>On</Trans>
      </span>
    );
  return (
    <span className="rounded-full bg-error-soft px-2 py-0.5 text-xs font-semibold text-error-ink">
      <Trans>Off</Trans>
    </span>
  );
}

/** A postback the gateway switched off: after how many failures, when, and what to do. */
function SwitchedOffAlert({ failures, at }: { failures: number; at: string }) {
  const when = formatDateTime(at);
  return (
    <Alert>
      <Trans>
        Switched off after {failures} failures in a row on {when}. Check your tracker (the delivery log shows
        its answers), then switch it on and save.
      </Trans>
    </Alert>
  );
}

/**
 * One event's postback: the address template with its macros, GET or POST, on or off; Save, Remove and
 * Send test (its result shown here). The gateway's 422 (unknown macro, macro in the host, a private
 * address) lands on the address field.
 */
export function PostbackCard({ event, saved, onSecret }: PostbackCardProps) {
  const { t } = useLingui();
  const label = t(postbackEventText[event].label);
  const when = t(postbackEventText[event].when);
  const headingId = useId();
  const urlId = useId();
  const save = useSavePostback();
  const remove = useRemovePostback();
  const test = useSendTestPostback();
  const [notice, setNotice] = useState('');
  const [testResult, setTestResult] = useState<PostbackDelivery | null>(null);
  const [testError, setTestError] = useState('');
  const [confirmRemove, setConfirmRemove] = useState(false);
  const urlInput = useRef<HTMLInputElement | null>(null);
  const form = useForm<PostbackFormValues>({
    resolver: formResolver(postbackFormSchema),
    defaultValues: valuesOf(saved),
    ...formValidationModes,
  });
  // The form follows what the server holds whenever that changes (a save, a removal, a switch-off read
  // again); the query keeps the same object while nothing changed, so an edit in progress stays.
  useEffect(() => form.reset(valuesOf(saved)), [form, saved]);
  const { ref: registerUrlRef, ...urlField } = form.register('url');
  const urlError = form.formState.errors.url?.message;
  const formError = form.formState.errors.root?.server?.message;

  const submit = form.handleSubmit(async (values) => {
    setNotice('');
    try {
      const answer = await save.mutateAsync({ event, ...values });
      save.reset();
      setNotice(t`${label} postback saved.`);
      if (answer.secret) onSecret(answer.secret);
    } catch (reason) {
      putServerErrors(reason, form.setError, ['url', 'method', 'enabled']);
    }
  });

  const sendTest = async () => {
    setTestError('');
    setTestResult(null);
    try {
      setTestResult(await test.mutateAsync(event));
    } catch (reason) {
      setTestError(readApiFailure(reason).message);
    }
  };

  const confirmRemoval = async () => {
    try {
      await remove.mutateAsync(event);
      setConfirmRemove(false);
      setTestResult(null);
      setNotice(t`${label} postback removed.`);
    } catch (reason) {
      setConfirmRemove(false);
      form.setError(serverErrorKey, { type: 'server', message: readApiFailure(reason).message });
    }
  };

  const addMacro = (macro: Parameters<typeof insertMacro>[1]) => {
    const input = urlInput.current;
    const current = form.getValues('url');
    const { value, caret } = insertMacro(current, macro, {
      start: input?.selectionStart ?? current.length,
      end: input?.selectionEnd ?? current.length,
    });
    form.setValue('url', value, { shouldDirty: true });
    if (form.formState.errors.url) void form.trigger('url');
    // setValue has written the field already: the caret goes after the macro, for the next one.
    input?.focus();
    input?.setSelectionRange(caret, caret);
  };

  const dirty = form.formState.isDirty;
  const failures = saved?.consecutive_failures ?? 0;
  // A macro as the affiliate types it: a value of the hint, not a placeholder of the message.
  const example = '{click_id}';
  return (
    <Card className="flex min-w-0 flex-col gap-4">
      <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="text-base font-semibold text-ink">
            {label}
          </h3>
          <PostbackState saved={saved} />
          {saved && saved.consecutive_failures > 0 && saved.enabled && (
            <span className="text-xs font-medium text-error-ink">
              <Plural
                value={failures}
                one="# failure in a row (switched off at 20)"
                other="# failures in a row (switched off at 20)"
              />
            </span>
          )}
        </div>
        <p className="-mt-3 text-sm text-muted">{when}</p>
        {saved?.disabled_at && !saved.enabled && (
          <SwitchedOffAlert failures={saved.consecutive_failures} at={saved.disabled_at} />
        )}
        <form
          noValidate
          aria-label={t`${label} postback`}
          onSubmit={(e) => void submit(e)}
          className="flex min-w-0 flex-col gap-3"
        >
          <div className="flex min-w-0 flex-col gap-1.5">
            <label htmlFor={urlId} className="text-sm font-medium text-ink">
              <Trans>Address template</Trans>
            </label>
            <input
              id={urlId}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://tracker.example/postback?cid={click_id}"
              aria-invalid={urlError ? true : undefined}
              aria-describedby={urlError ? `${urlId}-error` : `${urlId}-hint`}
              ref={(element) => {
                registerUrlRef(element);
                urlInput.current = element;
              }}
              {...urlField}
              className={cx(
                'h-11 w-full min-w-0 rounded-lg border bg-surface px-3 font-mono text-base text-ink shadow-xs sm:text-sm',
                'placeholder:text-muted focus:outline-none focus-visible:border-info-ink focus-visible:ring-3 focus-visible:ring-info/40',
                urlError ? 'border-error-ink' : 'border-line hover:border-[#c9ccd3]',
              )}
            />
            {urlError ? (
              <p id={`${urlId}-error`} className="text-sm text-error-ink">
                {urlError}
              </p>
            ) : (
              <p id={`${urlId}-hint`} className="text-xs text-muted">
                <Trans>
                  Your tracker's address. Macros in braces, such as {example}, are filled in with each event's
                  values.
                </Trans>
              </p>
            )}
          </div>
          <MacroPicker label={t`Macros for the ${label} address`} onInsert={addMacro} />
          <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
            <Controller
              control={form.control}
              name="method"
              render={({ field }) => (
                <fieldset className="flex items-center gap-3">
                  <legend className="sr-only">
                    <Trans>Request method</Trans>
                  </legend>
                  <span aria-hidden="true" className="text-sm font-medium text-ink">
                    <Trans>Method</Trans>
                  </span>
                  <div className="inline-flex rounded-lg border border-line p-0.5">
                    {(['GET', 'POST'] as const).map((method) => (
                      <label
                        key={method}
                        className={cx(
                          'relative inline-flex h-8 cursor-pointer items-center rounded-md px-3 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-info-ink',
                          field.value === method ? 'bg-ink text-white' : 'text-muted hover:text-ink',
                        )}
                      >
                        <input
                          type="radio"
                          name={`${urlId}-method`}
                          value={method}
                          checked={field.value === method}
                          onChange={() => field.onChange(method)}
                          className="sr-only"
                        />
                        {method}
                      </label>
                    ))}
                  </div>
                </fieldset>
              )}
            />
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-ink">
                  <button
                    type="button"
                    role="switch"
                    aria-checked={field.value}
                    onClick={() => field.onChange(!field.value)}
                    className={cx(
                      'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink',
                      field.value ? 'bg-success-ink' : 'bg-[#9aa0ab]',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cx(
                        'inline-block size-5 rounded-full bg-white shadow transition-transform',
                        field.value ? 'translate-x-5.5' : 'translate-x-0.5',
                      )}
                    />
                  </button>
                  <Trans>Send this postback</Trans>
                </label>
              )}
            />
          </div>
          {formError && <Alert>{formError}</Alert>}
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
            {saved && (
              <>
                <Button
                  variant="secondary"
                  onClick={() => void sendTest()}
                  loading={test.isPending}
                  disabled={dirty}
                  aria-describedby={dirty ? `${urlId}-unsaved` : undefined}
                >
                  <Trans>Send test</Trans>
                </Button>
                <Button variant="ghost" className="text-error-ink" onClick={() => setConfirmRemove(true)}>
                  <Trans>Remove</Trans>
                </Button>
              </>
            )}
          </div>
          {saved && dirty && (
            <p id={`${urlId}-unsaved`} className="text-xs text-muted">
              <Trans>Save your changes to send a test with them.</Trans>
            </p>
          )}
        </form>
        <div aria-live="polite" className="flex flex-col gap-2 empty:hidden">
          {notice && <p className="text-sm font-medium text-success-ink">{notice}</p>}
          {testResult && <TestResult delivery={testResult} />}
          {testError && <p className="text-sm text-error-ink">{testError}</p>}
        </div>
      </section>
      <ConfirmDialog
        open={confirmRemove}
        title={t`Remove the ${label} postback?`}
        description={t`Your tracker is no longer told of this event. Deliveries still waiting to be sent are cancelled; the log keeps what was sent.`}
        confirmLabel={t`Remove postback`}
        busy={remove.isPending}
        onConfirm={() => void confirmRemoval()}
        onCancel={() => setConfirmRemove(false)}
      />
    </Card>
  );
}
