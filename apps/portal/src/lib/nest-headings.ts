/**
 * The program's terms as the gateway rendered them, their headings moved `levels` down (h1 becomes h2
 * with one level, h6 at most) so they nest under the screen's own and the page's outline stays in order
 * for screen readers (the portal's gate and Settings, the console's Terms screen). Only the gateway's own
 * tags are touched: its renderer escapes raw HTML in the Markdown, so a `<h1` in the text arrives as `&lt;h1`.
 */
export function nestHeadings(html: string, levels: number): string {
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/g, (_, slash: string, level: string) => {
    const nested = Math.min(Number(level) + levels, 6);
    return `<${slash}h${nested}`;
  });
}
