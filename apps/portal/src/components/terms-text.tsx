import { cx } from '@/components/ui/cx';
import { nestHeadings } from '@/lib/nest-headings';

/**
 * A version of the program's terms as the gateway rendered it (markdown-it: raw HTML in the Markdown is
 * shown as text, links only to http(s) and mailto), in the program's own words: `translate="no"`, the
 * portal does not translate it. A focusable scrolling region, so a keyboard can read it all. The portal's
 * gate and Settings and the console's Terms screen show it; `.terms-text` in index.css styles it.
 */
export function TermsText({
  html,
  label,
  below,
  className,
}: {
  html: string;
  label: string;
  /** The level of the heading the text sits under: its own headings start one below it. */
  below: number;
  className?: string;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      translate="no"
      className={cx(
        'terms-text overflow-y-auto rounded-lg border border-line bg-surface p-4 text-sm leading-relaxed text-ink [overflow-wrap:anywhere]',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: nestHeadings(html, below) }}
    />
  );
}
