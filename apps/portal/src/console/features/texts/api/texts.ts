import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  resetText,
  setText,
  textList,
  type ResetTextRequest,
  type SetTextRequest,
  type TextEntry,
  type TextsQuery,
} from '@affiliate/contract/endpoints/text-overrides';
import { callConsole, consoleQueryKey } from '../../../lib/console-api';

export type { TextEntry };

/** A page of a language's texts of one catalog, with every language's counts; the rows stay while the next page loads. */
export function useTexts(query: Partial<TextsQuery> & Pick<TextsQuery, 'language' | 'scope'>) {
  return useQuery({
    queryKey: [...consoleQueryKey(textList), query],
    queryFn: () => callConsole(textList, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Reloads the list after a change, whatever the answer: another admin may have changed it meanwhile. */
function useReloadTexts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleQueryKey(textList) });
}

export function useSetText() {
  const reload = useReloadTexts();
  return useMutation({
    mutationFn: async (body: SetTextRequest) => (await callConsole(setText, { body })).data,
    onSettled: reload,
  });
}

export function useResetText() {
  const reload = useReloadTexts();
  return useMutation({
    mutationFn: async (body: ResetTextRequest) => (await callConsole(resetText, { body })).data,
    onSettled: reload,
  });
}
