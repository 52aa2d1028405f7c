import type { Messages } from '@lingui/core';

/**
 * The overflow check's pseudo-language (`?lang=pseudo`; e2e/tests/languages.spec.ts): English with
 * accented letters and 40 % more length, so a screen that only fits English text shows it at 360 px.
 * German runs about 30 % longer than English; 40 % leaves a margin. Placeholders (`{name}`) and the
 * `<0>…</0>` tags of rich texts stay as they are.
 */
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aeiouyAEIOUYcnCNsz'].map((plain, index) => [plain, [...'áéíóúýÁÉÍÓÚÝçñÇÑšž'][index]!]),
);

function pseudoText(text: string): string {
  return text
    .split(/(<\/?\d+\/?>|\{[^}]*\})/)
    .map((piece, index) =>
      index % 2 === 1
        ? piece
        : // Each word 40 % longer, as a translation's words are: the screen may wrap between them.
          piece.replace(/\S+/g, (word) => {
            const accented = [...word].map((char) => ACCENTED[char] ?? char).join('');
            return `${accented}${'~'.repeat(Math.ceil(word.length * 0.4))}`;
          }),
    )
    .join('');
}

/** A compiled message: a text, or a list of texts and placeholders (plural and select cases inside). */
type Compiled = Messages[string];

function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((token) => {
    if (typeof token === 'string') return pseudoText(token);
    const [name, kind, cases] = token as [string, string?, Record<string, Compiled>?];
    if (!cases || typeof cases !== 'object') return token;
    return [
      name,
      kind,
      Object.fromEntries(Object.entries(cases).map(([key, value]) => [key, pseudoMessage(value)])),
    ];
  }) as Compiled;
}

export function pseudoCatalog(english: Messages): Messages {
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoMessage(message)]));
}
