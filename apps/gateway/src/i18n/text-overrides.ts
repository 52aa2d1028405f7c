import type { Language, TextScope } from '@affiliate/contract';

/**
 * The operator's overrides of affiliate-facing texts (table text_overrides), held in memory so that
 * `translate()` stays synchronous and /config.json reads no table per page. The process reloads them
 * (modules/text-overrides/reload.ts) at start, at once after a change made through it, and otherwise
 * every 30 seconds (RELOAD_INTERVAL_MS): several gateways may run, and one that did not make a change shows it up to
 * 30 seconds later — acceptable for wording, and no notification channel is needed.
 */
export const RELOAD_INTERVAL_MS = 30_000;

/** A row of text_overrides. */
export interface TextOverrideRow {
  scope: string;
  language: string;
  key: string;
  text: string;
  updated_at: Date;
  updated_by: string;
}

let rows = new Map<string, TextOverrideRow>();
let version = 0;

const keyOf = (scope: TextScope | string, language: Language | string, key: string) =>
  `${scope}\u0000${language}\u0000${key}`;

/** Replaces every override this process holds with the table's rows as just read. */
export function holdTextOverrides(found: readonly TextOverrideRow[]): void {
  const next = new Map<string, TextOverrideRow>();
  for (const row of found) next.set(keyOf(row.scope, row.language, row.key), row);
  rows = next;
  version += 1;
}

/** The override of a text in a language, or undefined. */
export function textOverride(scope: TextScope, language: Language, key: string): TextOverrideRow | undefined {
  return rows.get(keyOf(scope, language, key));
}

/** Every override of a scope in a language, by key. */
export function overridesOf(scope: TextScope, language: Language): Map<string, string> {
  const found = new Map<string, string>();
  for (const row of rows.values())
    if (row.scope === scope && row.language === language) found.set(row.key, row.text);
  return found;
}

/** Changes whenever the overrides are reloaded: what a cache built from them compares to know it is stale. */
export function textOverridesVersion(): number {
  return version;
}
