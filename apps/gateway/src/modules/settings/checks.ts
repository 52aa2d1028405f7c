import type { z } from 'zod';

/**
 * How a setting's value is checked before the operator's change is stored. The module that reads a
 * setting knows its shape, so it adds the check here; settings itself knows none of the modules.
 */
export interface SettingCheck {
  schema: z.ZodType;
  /** The 422's message, also under `field` in its errors. */
  message: string;
  field: string;
}

const checks = new Map<string, SettingCheck>();

/** Called once, when the module that reads the setting is loaded. */
export function checkSetting(code: string, check: SettingCheck): void {
  checks.set(code, check);
}

export function settingCheck(code: string): SettingCheck | undefined {
  return checks.get(code);
}
