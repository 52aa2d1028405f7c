import type { UseFormRegisterReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';

/**
 * The field people never fill (issue 38): off screen, hidden from assistive technology and out of the
 * tab order, without autofill; a bot that fills every input fills it, and the gateway then drops its
 * application without saying so. Not `display: none`, which some bots skip.
 */
export function HoneypotField({ field }: { field: UseFormRegisterReturn<'homepage'> }) {
  const { t } = useLingui();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor="apply-homepage">{t`Homepage`}</label>
      <input id="apply-homepage" type="text" tabIndex={-1} autoComplete="off" {...field} />
    </div>
  );
}
