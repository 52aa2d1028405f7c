import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outbox, type OutboxMessage } from '@affiliate/contract/endpoints/operator';
import { callConsole, consoleQueryKey } from '../../../lib/console-api';

export type { OutboxMessage };

/** How many of the latest mails the screen reads at once. */
export const MAIL_LIST_LIMIT = 50;

/** The latest mail, to one address when `to` is given; the list on screen stays while the next loads. */
export function useMail(to: string | null) {
  return useQuery({
    queryKey: [...consoleQueryKey(outbox), to],
    queryFn: async () =>
      (await callConsole(outbox, { query: { limit: MAIL_LIST_LIMIT, ...(to ? { to } : {}) } })).data,
    placeholderData: keepPreviousData,
  });
}
