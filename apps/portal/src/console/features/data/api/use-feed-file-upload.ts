import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { readApiFailure } from '@/lib/api-error';
import { UPLOAD_ABORTED } from '../../../lib/upload-transport';
import { feedUploadsKey, uploadFeedFile, type FeedFileReport, type FeedFileUpload } from './feed-files';

/** Where an upload is: its bytes going up, then the gateway checking and storing rows, then its answer. */
export type FeedUploadState =
  | { phase: 'idle' }
  | { phase: 'sending'; fileName: string; loaded: number; total: number }
  | { phase: 'checking'; fileName: string }
  | { phase: 'done'; report: FeedFileReport }
  | { phase: 'failed'; message: string }
  | { phase: 'cancelled' };

const isAbort = (reason: unknown) => reason instanceof DOMException && reason.name === UPLOAD_ABORTED;

/**
 * One file at a time, from the Data screen: `start` sends it and follows it to its report; `cancel`
 * stops the bytes going up. The log is read again after each file, whatever became of it (a refused or
 * failed file is logged too).
 */
export function useFeedFileUpload() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<FeedUploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the screen stops an upload still going up.
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    async (upload: Omit<FeedFileUpload, 'onProgress' | 'onSent' | 'signal'>) => {
      controller.current?.abort();
      const own = new AbortController();
      controller.current = own;
      const fileName = upload.file.name;
      const total = upload.file.size;
      setState({ phase: 'sending', fileName, loaded: 0, total });
      try {
        const report = await uploadFeedFile({
          ...upload,
          signal: own.signal,
          onProgress: ({ loaded }) => {
            if (!own.signal.aborted)
              setState({ phase: 'sending', fileName, loaded: Math.min(loaded, total), total });
          },
          onSent: () => {
            if (!own.signal.aborted) setState({ phase: 'checking', fileName });
          },
        });
        if (controller.current === own) setState({ phase: 'done', report });
      } catch (reason) {
        if (controller.current !== own) return;
        setState(isAbort(reason) ? { phase: 'cancelled' } : { phase: 'failed', message: failureText(reason) });
      } finally {
        if (controller.current === own) controller.current = null;
        void queryClient.invalidateQueries({ queryKey: feedUploadsKey });
      }
    },
    [queryClient],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { state, start, cancel };
}

/** Why a file was not taken: the gateway's words (a file over the size limit, a header it cannot read), and its first field errors. */
function failureText(reason: unknown): string {
  const failure = readApiFailure(reason);
  const details = Object.entries(failure.errors)
    .slice(0, 3)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`);
  return [failure.message, ...details].join(' ');
}
