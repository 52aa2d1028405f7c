import { useQuery } from '@tanstack/react-query';
import {
  programOverview,
  type ProgramMonth,
  type ProgramOverview,
} from '@affiliate/contract/endpoints/operator-overview';
import { callConsole, consoleQueryKey } from '../../../lib/console-api';

export type { ProgramMonth, ProgramOverview };

/** The chart's months: a year back from the open month. */
export const SERIES_MONTHS = 12;

/** The program at a glance; read again when the operator comes back to the tab (the queues move). */
export function useProgramOverview() {
  const query = { months: SERIES_MONTHS };
  return useQuery({
    queryKey: [...consoleQueryKey(programOverview), query],
    queryFn: async () => (await callConsole(programOverview, { query })).data,
    refetchOnWindowFocus: true,
  });
}
