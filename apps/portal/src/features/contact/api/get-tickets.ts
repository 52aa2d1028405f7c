import { affiliateTickets, type AffiliateTicket } from '@affiliate/contract/endpoints/contact';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

/** How many of the newest tickets the contact page shows (the gateway's default page). */
export const TICKETS_SHOWN = 20;

/** GET /api/v1/affiliate/{id}/tickets: the affiliate's own tickets, newest first, each with its messages. */
export const ticketsQueryOptions = () =>
  endpointQueryOptions(
    affiliateTickets,
    { query: { limit: TICKETS_SHOWN } },
    ({ data }: EndpointOutput<typeof affiliateTickets>): AffiliateTicket[] => data,
  );
