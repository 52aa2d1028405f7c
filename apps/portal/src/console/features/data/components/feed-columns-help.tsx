import { Download } from 'lucide-react';
import type { FeedName } from '@affiliate/contract/endpoints/feed-files';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { feedColumns, feedNames, feedRowMeaning, templateFileName, templateHref } from '../lib/feed-columns';

export const FEED_COLUMNS_ID = 'feed-columns';

const feeds: readonly FeedName[] = ['players', 'activity'];

/**
 * What a file must look like: the format, and each feed's columns as the gateway reads them (the JSON
 * feed's field names, from the contract), with a template per feed: the header row alone, made here.
 */
export function FeedColumnsHelp() {
  return (
    <Card>
      <section aria-labelledby={FEED_COLUMNS_ID} className="space-y-4">
        <div>
          <h2 id={FEED_COLUMNS_ID} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
            Columns of each feed
          </h2>
          <p className="mt-1 text-sm text-muted">
            A file is comma or semicolon separated, UTF-8 (with or without a byte order mark), with a header
            row naming its columns in any order: the JSON feed&apos;s field names. An empty cell is a value left
            out. Dates are YYYY-MM-DD, amounts use a dot for decimals (1234.50).
          </p>
        </div>
        <div className="grid gap-5 md:grid-cols-2">
          {feeds.map((feed) => (
            <div key={feed} className="min-w-0 space-y-2">
              <h3 className="text-base font-semibold text-ink">{feedNames[feed]}</h3>
              <p className="text-sm text-muted">{feedRowMeaning[feed]}.</p>
              <ul aria-label={`${feedNames[feed]} columns`} className="flex flex-wrap gap-1.5">
                {feedColumns[feed].map((column) => (
                  <li
                    key={column.name}
                    className="rounded-md border border-line bg-canvas px-2 py-0.5 font-mono text-xs text-ink"
                  >
                    {column.name}
                    {!column.required && <span className="font-sans text-muted"> (optional)</span>}
                  </li>
                ))}
              </ul>
              <a
                href={templateHref(feed)}
                download={templateFileName(feed)}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                <Download aria-hidden="true" className="size-4" />
                Download the {feedNames[feed].toLowerCase()} template
              </a>
            </div>
          ))}
        </div>
      </section>
    </Card>
  );
}
