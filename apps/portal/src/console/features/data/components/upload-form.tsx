import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Upload } from 'lucide-react';
import type { FeedName } from '@affiliate/contract/endpoints/feed-files';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { useFeedFileUpload, type FeedUploadState } from '../api/use-feed-file-upload';
import { feedNames, feedOfHeader, headerLineOf } from '../lib/feed-columns';
import { resultSentence } from '../lib/report-words';
import { FEED_COLUMNS_ID } from './feed-columns-help';
import { FileDropZone } from './file-drop-zone';
import { UploadReport } from './upload-report';
import { CheckingRows, SendingProgress } from './upload-progress';

/** What the screen reader hears as the upload moves on (the bar itself is not read at every step). */
function announcement(state: FeedUploadState): string {
  switch (state.phase) {
    case 'sending':
      return `Uploading ${state.fileName}.`;
    case 'checking':
      return 'Checking and storing rows…';
    case 'done':
      return `${resultSentence(state.report)}.`;
    case 'cancelled':
      return 'Upload cancelled.';
    default:
      return '';
  }
}

/**
 * Upload a feed's CSV file: the feed, the file (chosen or dropped), whether to store the good rows of a
 * file with bad ones; then its progress, and its report once the gateway has read it.
 */
export function UploadForm({ feeds }: { feeds: readonly FeedName[] }) {
  const [feed, setFeed] = useState<FeedName>(feeds.includes('activity') ? 'activity' : feeds[0]!);
  const [file, setFile] = useState<File | null>(null);
  const [storeGoodRows, setStoreGoodRows] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const { state, start, cancel } = useFeedFileUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const busy = state.phase === 'sending' || state.phase === 'checking';
  const headerFeed = useHeaderFeed(file);
  const otherFeed = headerFeed && headerFeed !== feed && feeds.includes(headerFeed) ? headerFeed : null;

  // The report takes the focus when it arrives, so the keyboard and screen readers go on from it.
  const reportId = state.phase === 'done' ? state.report.upload_id : null;
  useEffect(() => {
    if (reportId !== null) reportHeading.current?.focus();
  }, [reportId]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = !file
      ? 'Choose a CSV file to upload.'
      : file.size === 0
        ? 'This file is empty: choose the file with the rows.'
        : undefined;
    setFileError(problem);
    if (problem || !file) {
      fileInput.current?.focus();
      return;
    }
    void start({ feed, file, storeGoodRows });
  };

  return (
    <div className="space-y-5">
      <form aria-labelledby="upload-file-heading" noValidate onSubmit={submit} className="space-y-4">
        <h2 id="upload-file-heading" className="text-lg font-semibold text-ink">
          Upload a file
        </h2>
        <fieldset disabled={busy}>
          <legend className="mb-1.5 text-sm font-medium text-ink">Feed</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {feeds.map((name) => (
              <label key={name} className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name="feed"
                  value={name}
                  checked={feed === name}
                  onChange={() => setFeed(name)}
                  className="size-5 shrink-0 cursor-pointer accent-[#16181d]"
                />
                {feedNames[name]}
              </label>
            ))}
          </div>
        </fieldset>
        <FileDropZone
          ref={fileInput}
          file={file}
          disabled={busy}
          error={fileError}
          onFile={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
          }}
        />
        {otherFeed && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-primary bg-primary-soft px-3 py-2 text-sm text-ink">
            <p>
              This file&apos;s header row has the {feedNames[otherFeed].toLowerCase()} feed&apos;s columns, and{' '}
              {feedNames[feed]} is chosen.
            </p>
            <Button variant="secondary" size="sm" onClick={() => setFeed(otherFeed)}>
              Choose {feedNames[otherFeed]}
            </Button>
          </div>
        )}
        <p className="text-sm text-muted">
          Which columns? See the{' '}
          <a
            href={`#${FEED_COLUMNS_ID}`}
            className="font-medium text-info-ink underline underline-offset-2"
            onClick={(event) => {
              event.preventDefault();
              const heading = document.getElementById(FEED_COLUMNS_ID);
              heading?.scrollIntoView({ block: 'start' });
              heading?.focus();
            }}
          >
            columns of each feed
          </a>{' '}
          and download a template.
        </p>
        <div>
          <CheckboxField
            label="Store the good rows and leave out the bad ones"
            checked={storeGoodRows}
            disabled={busy}
            aria-describedby="store-good-rows-hint"
            onChange={(event) => setStoreGoodRows(event.currentTarget.checked)}
          />
          <p id="store-good-rows-hint" className="text-sm text-muted sm:ml-7">
            Otherwise a file with a bad row stores nothing, and the report lists the rows to fix.
          </p>
        </div>
        <Button type="submit" loading={busy} disabled={busy}>
          <Upload aria-hidden="true" className="size-4" />
          Upload
        </Button>
      </form>

      <p role="status" className="sr-only">
        {announcement(state)}
      </p>
      {state.phase === 'sending' && (
        <SendingProgress
          fileName={state.fileName}
          loaded={state.loaded}
          total={state.total}
          onCancel={cancel}
        />
      )}
      {state.phase === 'checking' && <CheckingRows fileName={state.fileName} />}
      {state.phase === 'failed' && (
        <Alert>
          <span className="[overflow-wrap:anywhere]">The file was not taken in. {state.message}</span>
        </Alert>
      )}
      {state.phase === 'cancelled' && (
        <Alert tone="info">Upload cancelled. Choose Upload to send the file again.</Alert>
      )}
      {state.phase === 'done' && (
        <section aria-label="Report" className="border-t border-line pt-5">
          <UploadReport report={state.report} headingRef={reportHeading} />
        </section>
      )}
    </div>
  );
}

/** The feed the chosen file's header row names (read from the file's start in the browser), or null. */
function useHeaderFeed(file: File | null): FeedName | null {
  const [found, setFound] = useState<{ file: File; feed: FeedName | null } | null>(null);
  useEffect(() => {
    if (!file) return;
    let current = true;
    void headerLineOf(file).then((line) => {
      if (current) setFound({ file, feed: line === null ? null : feedOfHeader(line) });
    });
    return () => {
      current = false;
    };
  }, [file]);
  return found && found.file === file ? found.feed : null;
}
