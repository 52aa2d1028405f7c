import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * Whether an uploaded SVG is a picture and nothing more. Creatives are served from our own origin and
 * embedded on affiliates' sites, so an SVG that could run script, load something from elsewhere or
 * link away is refused, not cleaned: the operator re-exports it as a plain drawing.
 *
 * Allow-list, not deny-list: only SVG's drawing, text, paint-server, filter and animation elements;
 * no event attributes; references only to the document's own fragments (`#id`) or embedded images.
 * The XML is parsed strictly (saxes, no DTD: a DOCTYPE is refused outright, so no entity tricks).
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'desc',
  'title',
  'metadata',
  'symbol',
  'use',
  'switch',
  'view',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'path',
  'text',
  'tspan',
  'textPath',
  'image',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'style',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
  'animate',
  'animateMotion',
  'animateTransform',
  'set',
  'mpath',
]);

const ANIMATION_ELEMENTS = new Set(['animate', 'animateMotion', 'animateTransform', 'set']);

/** An embedded raster image is fine; anything else a reference may name is not. */
const EMBEDDED_IMAGE = /^data:image\/(png|gif|jpeg|webp);base64,[A-Za-z0-9+/=\s]*$/i;
/** url(...) in CSS or a presentation attribute: only `url(#id)` and embedded images. */
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;

function isLocalReference(value: string): boolean {
  const trimmed = value.trim();
  return (trimmed.startsWith('#') && !/[\s()]/.test(trimmed.slice(1))) || EMBEDDED_IMAGE.test(trimmed);
}

/** What is wrong with CSS text (a <style> element or a style attribute), if anything. */
function cssProblem(css: string): string | undefined {
  // Backslash escapes could spell `url` or `@import` past these checks: a picture has no need of them.
  if (css.includes('\\')) return 'CSS escapes are not allowed in a creative.';
  if (/@import/i.test(css)) return 'A creative may not import style sheets.';
  if (/expression\s*\(|javascript:/i.test(css)) return 'A creative may not hold script.';
  for (const match of css.matchAll(CSS_URL))
    if (!isLocalReference(match[2] ?? ''))
      return `A creative may not load anything from elsewhere (url(${(match[2] ?? '').slice(0, 60)})).`;
  if (/url\(/i.test(css.replace(CSS_URL, ''))) return 'A creative may not load anything from elsewhere.';
  return undefined;
}

/** Control characters and spaces removed: how a browser reads a URL scheme (`java\tscript:`). */
function squeezed(value: string): string {
  return value.replace(/[\p{Cc}\s]/gu, '').toLowerCase();
}

function attributeProblem(
  element: string,
  name: string,
  local: string,
  uri: string,
  value: string,
): string | undefined {
  if (/^on/i.test(local)) return `Event attributes (${name}) are not allowed in a creative.`;
  if (uri !== '' && uri !== XLINK_NS && uri !== XML_NS && uri !== XMLNS_NS)
    return `The attribute ${name} is not SVG; export the creative as plain SVG.`;
  if (squeezed(value).includes('javascript:') || squeezed(value).includes('vbscript:'))
    return `The attribute ${name} holds a script address.`;
  if (local === 'href' && !isLocalReference(value))
    return `A creative may not link or load anything from elsewhere (${name}="${value.slice(0, 60)}").`;
  if (
    ANIMATION_ELEMENTS.has(element) &&
    local === 'attributeName' &&
    (/^on/i.test(value.trim()) || /(^|:)href$/i.test(value.trim()))
  ) {
    return `Animating ${value.trim()} is not allowed in a creative.`;
  }
  if (local === 'style' || /url\(/i.test(value)) return cssProblem(value);
  return undefined;
}

export interface SvgFacts {
  /** The root's width and height attributes, when given in pixels (`300` or `300px`). */
  width: number | null;
  height: number | null;
}

export class SvgRefused extends Error {}

function pixels(value: string | undefined): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value ?? '');
  return match ? Number(match[1]) : null;
}

/** Parses the SVG and returns its declared size, or throws SvgRefused saying what is not allowed. */
export function checkSvg(text: string): SvgFacts {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let problem: string | undefined;
  let facts: SvgFacts | undefined;
  let depth = 0;
  const openStyles: string[] = [];
  const refuse = (message: string) => {
    problem ??= message;
  };
  parser.on('doctype', () => refuse('A DOCTYPE is not allowed in a creative.'));
  parser.on('processinginstruction', (pi) =>
    refuse(`The processing instruction <?${pi.target}?> is not allowed in a creative.`),
  );
  parser.on('opentag', (tag) => {
    const { local, uri } = tag as SaxesTagNS;
    if (depth === 0) {
      if (local !== 'svg' || uri !== SVG_NS)
        refuse('The file is not an SVG image (its root element must be <svg> in the SVG namespace).');
      const attributes = (tag as SaxesTagNS).attributes;
      facts = { width: pixels(attributes.width?.value), height: pixels(attributes.height?.value) };
    }
    depth++;
    if (uri !== SVG_NS) refuse(`The element <${tag.name}> is not SVG; export the creative as plain SVG.`);
    else if (!ALLOWED_ELEMENTS.has(local)) refuse(`The element <${local}> is not allowed in a creative.`);
    for (const attribute of Object.values((tag as SaxesTagNS).attributes)) {
      const found = attributeProblem(local, attribute.name, attribute.local, attribute.uri, attribute.value);
      if (found) refuse(found);
    }
    if (local === 'style') openStyles.push('');
  });
  const styleText = (text: string) => {
    if (openStyles.length > 0) openStyles[openStyles.length - 1] += text;
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  parser.on('closetag', (tag) => {
    depth--;
    if ((tag as SaxesTagNS).local === 'style') {
      const found = cssProblem(openStyles.pop() ?? '');
      if (found) refuse(found);
    }
  });
  try {
    parser.write(text).close();
  } catch (error) {
    throw new SvgRefused(`The file is not well-formed SVG: ${(error as Error).message.split('\n')[0]}`);
  }
  if (problem) throw new SvgRefused(problem);
  if (!facts) throw new SvgRefused('The file is not an SVG image.');
  return facts;
}
