import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface AuditPagerProps {
  page: number;
  /** The cursor of the newer page, or null on the first. */
  newer: string | null;
  /** The cursor of the older page, or null on the last. */
  older: string | null;
  onNewer: (cursor: string) => void;
  onOlder: (cursor: string) => void;
}

/**
 * Newer and older pages of the trail. The gateway pages by cursor (a page deep into the table costs what
 * the first does), so there is no last page number to jump to: a step either way, and Reset for the newest.
 */
export function AuditPager({ page, newer, older, onNewer, onOlder }: AuditPagerProps) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Audit pages" className="mt-4 flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" disabled={!newer} onClick={() => newer && onNewer(newer)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Newer
      </Button>
      <span className="text-sm text-muted">Page {page}</span>
      <Button variant="secondary" size="sm" disabled={!older} onClick={() => older && onOlder(older)}>
        Older
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
