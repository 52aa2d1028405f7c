import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerTicket,
  closeTicket,
  operatorTicket,
  operatorTickets,
  reopenTicket,
  type ContactTicket,
  type TicketWithThread,
} from '@affiliate/contract/endpoints/contact';
import type { EndpointInput } from '@/lib/endpoint-request';
import { callConsole, consoleQueryKey } from '../../../lib/console-api';
import { TICKET_LIST_LIMIT, type TicketListStatus } from '../lib/tickets-view';

export type { ContactTicket, TicketWithThread };

/** The newest tickets of a status; the list on screen stays while another status loads. */
export function useTicketList(status: TicketListStatus) {
  return useQuery({
    queryKey: [...consoleQueryKey(operatorTickets), status],
    queryFn: () => callConsole(operatorTickets, { query: { status, limit: TICKET_LIST_LIMIT } }),
    placeholderData: keepPreviousData,
  });
}

export function useTicket(ticketId: number) {
  return useQuery({
    queryKey: [...consoleQueryKey(operatorTicket), ticketId],
    queryFn: () => callConsole(operatorTicket, { params: { ticketId } }),
  });
}

/** An action on a ticket, then the ticket and the lists again whatever the answer (someone else may have acted). */
function useTicketAction<I>(send: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(operatorTicket) }),
        queryClient.invalidateQueries({ queryKey: consoleQueryKey(operatorTickets) }),
      ]),
  });
}

export const useAnswerTicket = () =>
  useTicketAction((input: EndpointInput<typeof answerTicket>) => callConsole(answerTicket, input));
export const useCloseTicket = () =>
  useTicketAction((ticketId: number) => callConsole(closeTicket, { params: { ticketId } }));
export const useReopenTicket = () =>
  useTicketAction((ticketId: number) => callConsole(reopenTicket, { params: { ticketId } }));
