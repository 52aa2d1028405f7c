import { baselineFor, el, lineWidth, num, textLine } from './svg-markup.ts';
import { coin, palette } from './artwork.ts';

/**
 * Stacks blocks (logo, copy lines, artwork, button) in a column and finds the largest scale at which
 * they all fit the column's box: each block's size is a multiple of one unit, a line of copy shrinks
 * further when it is too wide, a headline may wrap onto a second line. Optional blocks (small print,
 * the kicker) are left out when the box is too small to print them legibly.
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A block fitted to a unit and a width: its height, and how to draw it centred in a slot. */
interface Fitted {
  height: number;
  /** The smallest font it uses, to judge legibility. */
  fontSize: number;
  draw(centerX: number, top: number): string;
}

export interface Block {
  /** Height (or font size) in units. */
  ratio: number;
  /** Leave the block out when its font would be smaller than this (px); undefined: always shown. */
  minFontSize?: number;
  /** Among optional blocks, the lowest priority goes first. */
  priority?: number;
  fit(unit: number, width: number): Fitted;
}

const LINE_HEIGHT = 1.18;

/**
 * The ways to set `text` on at most `maxLines` lines: a `|` in the copy marks where it may break (a
 * space on one line), so "100%|up to €500" never becomes "100% up" over "to €500".
 */
function lineBreaks(text: string, maxLines: number): string[][] {
  const parts = text.split('|').map((part) => part.trim());
  const options: string[][] = [[parts.join(' ')]];
  if (maxLines >= 2) for (let i = 1; i < parts.length; i++) options.push([parts.slice(0, i).join(' '), parts.slice(i).join(' ')]);
  return options;
}

/** A line (or, with maxLines 2, up to two lines) of copy. */
export function copyBlock(options: {
  text: string;
  /** A shorter wording, used when `text` would be smaller than minFontSize. */
  shorter?: string;
  ratio: number;
  fill: string;
  maxLines?: number;
  letterSpacing?: number;
  minFontSize?: number;
  priority?: number;
}): Block {
  const spacingPerPx = options.letterSpacing ?? 0;
  const setting = (text: string, unit: number, width: number) => {
    let best: { lines: string[]; size: number } | null = null;
    for (const lines of lineBreaks(text, options.maxLines ?? 1)) {
      const fits = Math.min(...lines.map((line) => width / lineWidth(line, 1, spacingPerPx)));
      const size = Math.min(options.ratio * unit, fits);
      // A second line only when it makes the copy clearly larger.
      if (!best || size > best.size * 1.15) best = { lines, size };
    }
    return best!;
  };
  return {
    ratio: options.ratio,
    minFontSize: options.minFontSize,
    priority: options.priority,
    fit(unit, width) {
      let chosen = setting(options.text, unit, width);
      if (options.shorter && chosen.size < (options.minFontSize ?? 0)) chosen = setting(options.shorter, unit, width);
      const { lines, size } = chosen;
      return {
        height: size * LINE_HEIGHT * lines.length,
        fontSize: size,
        draw: (centerX, top) =>
          lines
            .map((line, i) => textLine({ x: centerX, y: baselineFor(top + size * LINE_HEIGHT * (i + 0.5), size), text: line, size, fill: options.fill, letterSpacing: spacingPerPx * size }))
            .join(''),
      };
    },
  };
}

/** Width of the logo lockup per pixel of its height. */
function logoAspect(): number {
  return 1 + 0.22 + lineWidth('GOLDLINE', 0.5);
}

/** The brand's lockup: a coin, GOLDLINE in white over CASINO in gold, both the same width. */
export function logoLockup(left: number, top: number, height: number): string {
  const wordmark = 'GOLDLINE';
  const size = height * 0.5;
  const wordWidth = lineWidth(wordmark, size);
  const casinoSize = height * 0.3;
  const casinoSpacing = Math.max(0, (wordWidth - lineWidth('CASINO', casinoSize)) / 5);
  const textLeft = left + height * 1.22;
  return [
    coin(left + height / 2, top + height / 2, height / 2),
    textLine({ x: textLeft, y: top + height * 0.52, text: wordmark, size, fill: palette.white, anchor: 'start' }),
    textLine({ x: textLeft, y: top + height * 0.9, text: 'CASINO', size: casinoSize, fill: palette.gold, anchor: 'start', letterSpacing: casinoSpacing }),
  ].join('');
}

export function logoBlock(ratio: number): Block {
  return {
    ratio,
    fit(unit, width) {
      const height = Math.min(ratio * unit, width / logoAspect());
      return { height, fontSize: height * 0.27, draw: (centerX, top) => logoLockup(centerX - (height * logoAspect()) / 2, top, height) };
    },
  };
}

/** The call to action: a gold pill with navy capitals. */
export function ctaButton(centerX: number, centerY: number, text: string, size: number, animated: boolean): string {
  const label = text.toUpperCase();
  const spacing = size * 0.06;
  const width = lineWidth(label, size, spacing) + size * 2.2;
  const height = size * 2.3;
  const x = centerX - width / 2;
  const y = centerY - height / 2;
  const shine = animated
    ? el('defs', {}, el('clipPath', { id: 'cta-clip' }, el('rect', { x, y, width, height, rx: height / 2 }))) +
      el(
        'g',
        { 'clip-path': 'url(#cta-clip)' },
        // Drawn in a 100x100 box stretched over the pill, so one keyframe distance suits every width.
        el('g', { transform: `translate(${num(x)} ${num(y)}) scale(${num(width / 100)} ${num(height / 100)})` }, el('g', { class: 'shine' }, el('path', { d: 'M-40 100L-22 0L-8 0L-26 100Z', fill: palette.white, 'fill-opacity': 0.5 }))),
      )
    : '';
  return el(
    'g',
    { class: animated ? 'pulse' : undefined },
    [
      el('rect', { x, y: y + size * 0.18, width, height, rx: height / 2, fill: '#7A5B00', 'fill-opacity': 0.55 }),
      el('rect', { x, y, width, height, rx: height / 2, fill: 'url(#gold)' }),
      shine,
      textLine({ x: centerX, y: baselineFor(centerY, size), text: label, size, fill: palette.navy, letterSpacing: spacing }),
    ].join(''),
  );
}

/** Width and height of ctaButton's pill for a font size. */
export function ctaSize(text: string, size: number): { width: number; height: number } {
  return { width: lineWidth(text.toUpperCase(), size, size * 0.06) + size * 2.2, height: size * 2.3 };
}

export function ctaBlock(text: string, ratio: number, animated: boolean): Block {
  return {
    ratio,
    fit(unit, width) {
      const perPx = ctaSize(text, 1);
      const size = Math.min(ratio * unit, (width * 0.98) / perPx.width);
      // The shadow below the pill takes a little room too.
      return { height: perPx.height * size * 1.1, fontSize: size, draw: (centerX, top) => ctaButton(centerX, top + (perPx.height * size) / 2, text, size, animated) };
    },
  };
}

export function artBlock(ratio: number, draw: (x: number, y: number, size: number) => string): Block {
  return {
    ratio,
    fit(unit, width) {
      const size = Math.min(ratio * unit, width);
      return { height: size, fontSize: Number.POSITIVE_INFINITY, draw: (centerX, top) => draw(centerX - size / 2, top, size) };
    },
  };
}

/** Units between blocks. */
const GAP = 0.45;

function totalHeight(blocks: Block[], unit: number, width: number): number {
  return blocks.reduce((sum, block) => sum + block.fit(unit, width).height, 0) + GAP * unit * (blocks.length - 1);
}

/** The largest unit at which the blocks fit the box (bisection: heights only grow with the unit). */
function largestUnit(blocks: Block[], box: Box, maxUnit: number): number {
  let low = 0;
  let high = maxUnit;
  for (let i = 0; i < 24; i++) {
    const mid = (low + high) / 2;
    if (totalHeight(blocks, mid, box.width) <= box.height) low = mid;
    else high = mid;
  }
  return low;
}

/**
 * Lays the blocks out in the box, centred, with the spare height shared between them, up to
 * `maxExtraGap` units more per gap (a skyscraper spreads its blocks over its height; a rectangle keeps
 * them together). `maxUnit` keeps copy from growing huge in a roomy box.
 */
export function column(blocks: Block[], box: Box, maxUnit: number, maxExtraGap = 0.9): string {
  let shown = blocks;
  for (;;) {
    const unit = largestUnit(shown, box, maxUnit);
    const fitted = shown.map((block) => block.fit(unit, box.width));
    const illegible = shown
      .map((block, i) => ({ block, i }))
      .filter(({ block, i }) => block.minFontSize !== undefined && fitted[i]!.fontSize < block.minFontSize)
      .sort((a, b) => (a.block.priority ?? 0) - (b.block.priority ?? 0))[0];
    if (illegible) {
      shown = shown.filter((block) => block !== illegible.block);
      continue;
    }
    const used = fitted.reduce((sum, f) => sum + f.height, 0) + GAP * unit * (shown.length - 1);
    const spare = Math.max(0, box.height - used);
    const extraGap = Math.min(spare / Math.max(1, shown.length - 1), unit * maxExtraGap);
    let top = box.y + (spare - extraGap * (shown.length - 1)) / 2;
    const centerX = box.x + box.width / 2;
    return fitted
      .map((f) => {
        const markup = f.draw(centerX, top);
        top += f.height + GAP * unit + extraGap;
        return markup;
      })
      .join('');
  }
}
