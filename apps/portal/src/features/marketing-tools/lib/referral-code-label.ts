import { t } from '@lingui/core/macro';

/** The default code as a select lists it (`DEMO (default)`), in the portal's language; read at render. */
export function defaultCodeLabel(code: string): string {
  return t`${code} (default)`;
}
