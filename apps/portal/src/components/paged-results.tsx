import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { PaginationMeta } from '@affiliate/contract/common/envelope';
import { Card } from '@/components/ui/card';
import { Pagination } from '@/components/ui/pagination';

export interface PagedResultsProps {
  /** The results heading's id (the section is labelled by it). */
  id: string;
  /** The page shown; undefined while the first one loads. */
  page: { data: readonly unknown[]; meta: PaginationMeta } | undefined;
  /** "Showing 1–20 of 41 …", in the screen's words. */
  showing: (from: number, to: number, total: number) => string;
  loading: string;
  /** What an empty page's card says (a filter that matches nothing, or nothing yet). */
  empty: ReactNode;
  /** The pagination's name for screen readers ("Change pages"). */
  pagesLabel: string;
  hrefFor: (page: number) => string;
  /** The list of the page's rows (its skeleton while loading). */
  children: ReactNode;
}

/**
 * The results part of a paged list screen (transactions, referrals, changes): a heading for screen
 * readers, a live line saying which rows are shown, the list or an empty page's card, and the page links.
 */
export function PagedResults({
  id,
  page,
  showing,
  loading,
  empty,
  pagesLabel,
  hrefFor,
  children,
}: PagedResultsProps) {
  const meta = page?.meta;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        <Trans>Results</Trans>
      </h2>
      <p role="status" className="mb-3 min-h-5 text-sm text-muted">
        {meta && meta.total > 0 && meta.from !== null && meta.to !== null
          ? showing(meta.from, meta.to, meta.total)
          : page
            ? ''
            : loading}
      </p>
      {page && page.data.length === 0 ? <Card>{empty}</Card> : children}
      {meta && <Pagination className="mt-5" label={pagesLabel} meta={meta} hrefFor={hrefFor} />}
    </section>
  );
}
