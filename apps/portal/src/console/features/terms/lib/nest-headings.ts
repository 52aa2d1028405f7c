/** How many levels the text's headings move down: below the screen's h1, the list's h2 and the version's h3. */
const LEVELS_BELOW = 3;

/**
 * The rendered terms with their headings nested under the version's own (h1 becomes h4, and so on, h6 at
 * most), so the page's outline stays in order for screen readers. Only the gateway's own tags are
 * touched: its renderer escapes raw HTML in the Markdown, so a `<h1` in the text arrives as `&lt;h1`.
 */
export function nestHeadings(html: string): string {
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/g, (_, slash: string, level: string) => {
    const nested = Math.min(Number(level) + LEVELS_BELOW, 6);
    return `<${slash}h${nested}`;
  });
}
