import { cx } from '@/components/ui/cx';
import { nestHeadings } from '@/lib/nest-headings';

/**
 * Reading styles for the rendered Markdown (the theme has no prose plugin): headings, paragraphs, lists,
 * links, quotes, code and tables spaced as a document.
 */
const prose = cx(
  'text-sm leading-relaxed text-ink [overflow-wrap:anywhere]',
  // The Markdown's h1, h2 and h3 and below, nested under the version's heading (nestHeadings).
  '[&_h4]:mt-4 [&_h4]:mb-2 [&_h4]:text-xl [&_h4]:font-semibold',
  '[&_h5]:mt-4 [&_h5]:mb-2 [&_h5]:text-lg [&_h5]:font-semibold',
  '[&_h6]:mt-3 [&_h6]:mb-1.5 [&_h6]:text-base [&_h6]:font-semibold',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_li]:my-0.5',
  '[&_a]:text-info-ink [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-2 [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-3 [&_blockquote]:text-muted',
  '[&_code]:rounded [&_code]:bg-canvas [&_code]:px-1 [&_code]:font-mono [&_code]:text-xs',
  '[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-canvas [&_pre]:p-3',
  '[&_hr]:my-4 [&_hr]:border-line',
  '[&_table]:my-2 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-line [&_th]:px-2 [&_th]:py-1',
  '[&>:first-child]:mt-0 [&>:last-child]:mb-0',
);

/**
 * A version's text as the gateway rendered it. The gateway's renderer shows raw HTML in the Markdown as
 * text and keeps links to http(s) and mailto, so the HTML is set as it comes (its headings nested under
 * the version's). The text scrolls inside a focusable region, so a long one does not push the
 * acceptances off screen and a keyboard can scroll it.
 */
export function TermsText({ version, html }: { version: number; html: string }) {
  return (
    <div
      role="region"
      aria-label={`Text of version ${version}`}
      tabIndex={0}
      className="max-h-[28rem] overflow-y-auto rounded-lg border border-line bg-surface p-4 focus:outline-none focus-visible:ring-3 focus-visible:ring-info/40"
    >
      <div className={prose} dangerouslySetInnerHTML={{ __html: nestHeadings(html, 3) }} />
    </div>
  );
}
