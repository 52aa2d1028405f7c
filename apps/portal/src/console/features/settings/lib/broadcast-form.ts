import { z } from 'zod';
import { memberId } from '@affiliate/contract/common/primitives';
import { broadcastRequest } from '@affiliate/contract/endpoints/operator';
import { requiredString } from '@/lib/validation';

/** The most affiliates one broadcast may list (the contract's bound). */
export const MAX_LISTED_AFFILIATES = 10_000;
export const TITLE_MAX = 120;
export const BODY_MAX = 2000;

/**
 * The affiliate ids typed into the list: separated by spaces, commas, semicolons or new lines, each
 * a whole positive number, repeats counted once. An error says which entry is not an id.
 */
export function parseAffiliateIds(text: string): { ids: number[] } | { error: string } {
  const entries = text.split(/[\s,;]+/).filter(Boolean);
  if (entries.length === 0) return { error: 'List at least one affiliate id.' };
  const ids = new Set<number>();
  for (const entry of entries) {
    const id = /^\d{1,10}$/.test(entry) ? memberId.safeParse(entry) : null;
    if (!id?.success)
      return { error: `"${entry.slice(0, 20)}" is not an affiliate id: ids are whole numbers like 1042.` };
    ids.add(id.data);
  }
  if (ids.size > MAX_LISTED_AFFILIATES)
    return {
      error: `List at most ${MAX_LISTED_AFFILIATES.toLocaleString('en-US')} affiliates; send to everyone instead.`,
    };
  return { ids: [...ids] };
}

/** The broadcast form: the contract's title and message bounds, and who gets it. */
export const broadcastFormSchema = z
  .object({
    title: requiredString('Title', broadcastRequest.shape.title),
    body: requiredString('Message', broadcastRequest.shape.body),
    audience: z.enum(['everyone', 'listed']),
    memberIds: z.string(),
  })
  .transform((values, context) => {
    if (values.audience === 'everyone') return { title: values.title, body: values.body };
    const parsed = parseAffiliateIds(values.memberIds);
    if ('error' in parsed) {
      context.addIssue({ code: 'custom', path: ['memberIds'], message: parsed.error });
      return z.NEVER;
    }
    return { title: values.title, body: values.body, memberIds: parsed.ids };
  });

export type BroadcastFormInput = z.input<typeof broadcastFormSchema>;
export type BroadcastFormValues = z.output<typeof broadcastFormSchema>;

/** Who a broadcast reaches, in words, for its confirmation. */
export function audienceText(values: BroadcastFormValues): string {
  if (!values.memberIds) return 'every enabled affiliate';
  const count = values.memberIds.length;
  return count === 1
    ? `affiliate #${values.memberIds[0]}`
    : `the ${count.toLocaleString('en-US')} affiliates listed`;
}
