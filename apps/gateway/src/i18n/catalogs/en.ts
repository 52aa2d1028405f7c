/**
 * The gateway's texts in English, the source every other language translates: ICU messages
 * (`{name}` variables, `{count, plural, one {…} other {…}}`) keyed by where they are used. Keep keys
 * grouped by their use; a key is never reused for a different text.
 */
export const en = {
  'mail.subject': '{brand}: {title}',
  'mail.when': 'When: {when}',
} satisfies Record<string, string>;

export type GatewayText = keyof typeof en;
