import MarkdownIt from 'markdown-it';

/**
 * The terms' Markdown as HTML, rendered once when a version is published. Raw HTML in the Markdown is shown
 * as text (html: false) and a link is kept only to an http(s) or mailto address, so the portal and the
 * console insert the result as it comes.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const ALLOWED_LINK = /^(https?:|mailto:)/i;
const builtInValidate = markdown.validateLink.bind(markdown);
// markdown-it already refuses javascript:, vbscript:, file: and most data: links; relative links and other
// schemes (tel:, ftp:) have no place in the terms either, so only absolute web and mail links stay.
markdown.validateLink = (url: string) => builtInValidate(url) && ALLOWED_LINK.test(url.trim());

export function renderTerms(body: string): string {
  return markdown.render(body);
}
