import { cx } from '@/components/ui/cx';

/**
 * A version of the program's terms as the gateway rendered it (markdown-it: raw HTML in the Markdown is
 * shown as text, links only to http(s) and mailto), in the program's own words: `translate="no"`, the
 * portal does not translate it. A focusable scrolling region, so a keyboard can read it all.
 */
export function TermsText({ html, label, className }: { html: string; label: string; className?: string }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      translate="no"
      className={cx(
        'terms-text overflow-y-auto rounded-lg border border-line bg-surface p-4 text-sm leading-relaxed text-ink ',
        className,
      )}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
