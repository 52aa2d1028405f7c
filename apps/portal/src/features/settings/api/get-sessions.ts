import { useQuery } from '@tanstack/react-query';
import { sessionList } from '@affiliate/contract/endpoints/account-settings';
import { endpointQueryOptions } from '@/lib/api-client';

/** GET /api/v1/bo/me/sessions: the affiliate's signed-in sessions, this one flagged `current`. */
export const sessionsQueryOptions = () => endpointQueryOptions(sessionList, undefined, ({ data }) => data);

export const useSessions = () => useQuery(sessionsQueryOptions());
