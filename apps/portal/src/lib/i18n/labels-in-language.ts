import { i18n, type MessageDescriptor } from '@lingui/core';

/**
 * A map of labels kept as catalog messages, read as texts in the language shown at the moment each
 * label is read (a getter per key). For the maps the portal and the operator console share: the
 * console, which stays English, and code written before the languages keep reading plain strings.
 * Read them while rendering, never into a module-level constant (that would freeze one language).
 */
export function labelsInLanguage<K extends string>(
  messages: Readonly<Record<K, MessageDescriptor>>,
): Readonly<Record<K, string>> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[])
    Object.defineProperty(labels, key, { enumerable: true, get: () => i18n._(messages[key]) });
  return labels;
}
