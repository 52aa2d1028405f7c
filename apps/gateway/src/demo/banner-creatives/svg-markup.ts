import { escapeHtml } from '../../http/html-escape.ts';
import { boldTextWidth } from './text-metrics.ts';

/**
 * Coordinates to a tenth of a pixel, exact enough for a creative and short enough to keep files small;
 * fractions below one (opacities, gradient stops, thin strokes) to a hundredth.
 */
export function num(value: number): string {
  const scale = Math.abs(value) < 1 ? 100 : 10;
  return String(Math.round(value * scale) / scale);
}

type AttributeValue = string | number | undefined;

/** One SVG element; attribute values and text content are escaped, `children` is markup. */
export function el(name: string, attributes: Record<string, AttributeValue>, children = ''): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeHtml(typeof value === 'number' ? num(value) : value)}"`)
    .join('');
  return children === '' ? `<${name}${attrs}/>` : `<${name}${attrs}>${children}</${name}>`;
}

export const FONT_FAMILY = "Arial, Helvetica, 'Liberation Sans', sans-serif";

export interface TextLineOptions {
  x: number;
  /** The baseline. */
  y: number;
  text: string;
  size: number;
  fill: string;
  anchor?: 'start' | 'middle' | 'end';
  /** Extra space between letters, in pixels (small capitals lines). */
  letterSpacing?: number;
}

/** Where to put the baseline so a line's capitals sit centred on `centerY`. */
export function baselineFor(centerY: number, size: number): number {
  return centerY + size * 0.358;
}

/** Width of a line as textLine draws it. */
export function lineWidth(text: string, size: number, letterSpacing = 0): number {
  return boldTextWidth(text, size) + letterSpacing * Math.max(0, [...text].length - 1);
}

/**
 * A line of bold text pinned to its measured width (textLength): in Arial it renders as measured; in
 * a wider substitute font it is squeezed to the same width rather than running out of its box.
 */
export function textLine(options: TextLineOptions): string {
  const { text, size, letterSpacing = 0 } = options;
  // Bold and centred are the root's defaults (renderDemoCreative), so most lines need neither attribute.
  return el(
    'text',
    {
      x: options.x,
      y: options.y,
      'font-size': size,
      fill: options.fill,
      'text-anchor': options.anchor === 'middle' ? undefined : options.anchor,
      // One glyph has no spacing to adjust: it keeps its own width.
      textLength: [...text].length > 1 ? lineWidth(text, size, letterSpacing) : undefined,
      lengthAdjust: [...text].length <= 1 ? undefined : letterSpacing > 0 ? 'spacing' : 'spacingAndGlyphs',
    },
    escapeHtml(text),
  );
}
