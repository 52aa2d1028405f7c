import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { PaginationMeta } from '@affiliate/contract/common/envelope';
import { pageListItems } from '@/lib/page-window';
import { cx } from './cx';

export interface PaginationProps {
  meta: Pick<PaginationMeta, 'current_page' | 'last_page'>;
  /** The link of a page (for example the same screen with `?page=n`). */
  hrefFor: (page: number) => string;
  label?: string;
  className?: string;
}

const item =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium';

/** Server pagination as links (shareable, keyboard-usable), with the current page marked. */
export function Pagination({ meta, hrefFor, label, className }: PaginationProps) {
  const { t } = useLingui();
  const { current_page: current, last_page: last } = meta;
  const pageLabel = (page: number) => t`Page ${page}`;
  if (last <= 1) return null;
  const disabled = cx(item, 'cursor-not-allowed text-muted/70');
  const enabled = cx(item, 'text-ink hover:bg-black/5');
  return (
    <nav aria-label={label ?? t`Pagination`} className={cx('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {current > 1 ? (
            <Link to={hrefFor(current - 1)} className={enabled} rel="prev">
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t`Previous`}
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t`Previous`}
            </span>
          )}
        </li>
        {pageListItems(current, last).map((entry, index) =>
          entry.kind === 'gap' ? (
            <li
              key={`gap-${index}`}
              aria-hidden="true"
              className={cx('px-1 text-muted', entry.phoneOnly && 'sm:hidden')}
            >
              …
            </li>
          ) : (
            <li key={entry.page} className={cx(!entry.onPhone && 'max-sm:hidden')}>
              <Link
                to={hrefFor(entry.page)}
                aria-label={pageLabel(entry.page)}
                aria-current={entry.page === current ? 'page' : undefined}
                className={cx(
                  item,
                  entry.page === current ? 'bg-ink text-white' : 'text-ink hover:bg-black/5',
                )}
              >
                {entry.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link to={hrefFor(current + 1)} className={enabled} rel="next">
              {t`Next`}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              {t`Next`}
              <ChevronRight aria-hidden="true" className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
