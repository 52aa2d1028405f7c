import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface SearchPagerProps {
  page: number;
  previous: string | null;
  next: string | null;
  onPrevious: (cursor: string) => void;
  onNext: (cursor: string) => void;
}

/**
 * Previous and next pages of the search. The gateway pages by cursor (a page far down costs what the
 * first does), so there is no last page to jump to: a step either way, and a new search for the first.
 */
export function SearchPager({ page, previous, next, onPrevious, onNext }: SearchPagerProps) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Affiliate pages" className="mt-4 flex items-center justify-between gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={!previous}
        onClick={() => previous && onPrevious(previous)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <span className="text-sm text-muted">Page {page}</span>
      <Button variant="secondary" size="sm" disabled={!next} onClick={() => next && onNext(next)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
