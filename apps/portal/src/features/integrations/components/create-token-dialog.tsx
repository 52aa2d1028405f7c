import { useId } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Controller, useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import type { z } from 'zod';
import { PERSONAL_TOKEN_SCOPES } from '@affiliate/contract/common/endpoint';
import { PERSONAL_TOKEN_LIFETIMES_DAYS, personalTokenInput } from '@affiliate/contract/endpoints/api-tokens';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/validation';
import { useCreateApiToken } from '../api/api-tokens';
import { scopeText } from '../lib/token-state';

type TokenFormValues = z.input<typeof personalTokenInput>;

const defaults: TokenFormValues = { name: '', expires_in_days: 90, scopes: ['reports:read'] };

export interface CreateTokenDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new token's secret, handed up to be shown once. */
  onCreated: (secret: string) => void;
}

/** A new personal API token: a name, a lifetime, its scopes; the contract's rules here, the server's 422 on the fields. */
export function CreateTokenDialog({ open, onClose, onCreated }: CreateTokenDialogProps) {
  const { t } = useLingui();
  const create = useCreateApiToken();
  const scopesErrorId = useId();
  const form = useForm<TokenFormValues>({
    resolver: formResolver(personalTokenInput),
    defaultValues: defaults,
    ...formValidationModes,
  });
  const errors = form.formState.errors;

  const close = () => {
    form.reset(defaults);
    onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const { secret } = await create.mutateAsync({ ...values, name: values.name.trim() });
      create.reset();
      form.reset(defaults);
      onCreated(secret);
    } catch (reason) {
      putServerErrors(reason, form.setError, ['name', 'expires_in_days', 'scopes']);
    }
  });

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && !create.isPending && close()}
      title={t`Create an API token`}
      widthClass="w-[min(94vw,520px)]"
    >
      <form
        noValidate
        aria-label={t`Create an API token`}
        onSubmit={(e) => void submit(e)}
        className="mt-4 flex flex-col gap-5 text-left"
      >
        <FormField
          label={t`Name`}
          autoComplete="off"
          hint={t`The tool that will use it, e.g. StatsDrone or my reporting sheet.`}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Controller
          control={form.control}
          name="expires_in_days"
          render={({ field }) => (
            <fieldset className="flex flex-col gap-2">
              <legend className="mb-2 text-sm font-medium text-ink">
                <Trans>Expires after</Trans>
              </legend>
              <div className="flex flex-wrap gap-x-5 gap-y-2">
                {PERSONAL_TOKEN_LIFETIMES_DAYS.map((days) => (
                  <label
                    key={days}
                    className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm text-ink"
                  >
                    <input
                      type="radio"
                      name={field.name}
                      value={days}
                      checked={field.value === days}
                      onChange={() => field.onChange(days)}
                      className="size-4 accent-[#16181d]"
                    />
                    {days === 365 ? (
                      <Trans>1 year</Trans>
                    ) : (
                      <Plural value={days} one="# day" other="# days" />
                    )}
                  </label>
                ))}
              </div>
              {errors.expires_in_days && (
                <p className="text-sm text-error-ink">{errors.expires_in_days.message}</p>
              )}
            </fieldset>
          )}
        />
        <Controller
          control={form.control}
          name="scopes"
          render={({ field }) => (
            <fieldset
              className="flex flex-col gap-2"
              aria-describedby={errors.scopes ? scopesErrorId : undefined}
            >
              <legend className="mb-2 text-sm font-medium text-ink">
                <Trans>It may read</Trans>
              </legend>
              {PERSONAL_TOKEN_SCOPES.map((scope) => {
                const checked = field.value.includes(scope);
                return (
                  <label
                    key={scope}
                    className="flex cursor-pointer items-start gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-ink"
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() =>
                        field.onChange(
                          checked ? field.value.filter((s) => s !== scope) : [...field.value, scope],
                        )
                      }
                      className="mt-0.5 size-4 shrink-0 accent-[#16181d]"
                    />
                    <span>
                      <span className="font-semibold text-ink">{t(scopeText[scope].label)}</span>{' '}
                      <code className="font-mono text-xs text-muted">{scope}</code>
                      <span className="block text-muted">{t(scopeText[scope].explanation)}</span>
                    </span>
                  </label>
                );
              })}
              <p className="text-xs text-muted">
                <Trans>
                  A token never opens your balance, withdrawals, settings or security, whatever its scopes.
                </Trans>
              </p>
              {errors.scopes && (
                <p id={scopesErrorId} className="text-sm text-error-ink">
                  {errors.scopes.message ?? errors.scopes.root?.message}
                </p>
              )}
            </fieldset>
          )}
        />
        {errors.root?.server?.message && <Alert>{errors.root.server.message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close} disabled={create.isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending}>
            <Trans>Create token</Trans>
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
