import { baselineFor, lineWidth, textLine } from './svg-markup.ts';

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
  if (maxLines >= 2)
    for (let i = 1; i < parts.length; i++)
      options.push([parts.slice(0, i).join(' '), parts.slice(i).join(' ')]);
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
      if (options.shorter && chosen.size < (options.minFontSize ?? 0))
        chosen = setting(options.shorter, unit, width);
      const { lines, size } = chosen;
      return {
        height: size * LINE_HEIGHT * lines.length,
        fontSize: size,
        draw: (centerX, top) =>
          lines
            .map((line, i) =>
              textLine({
                x: centerX,
                y: baselineFor(top + size * LINE_HEIGHT * (i + 0.5), size),
                text: line,
                size,
                fill: options.fill,
                letterSpacing: spacingPerPx * size,
              }),
            )
            .join(''),
      };
    },
  };
}

export function artBlock(ratio: number, draw: (x: number, y: number, size: number) => string): Block {
  return {
    ratio,
    fit(unit, width) {
      const size = Math.min(ratio * unit, width);
      return {
        height: size,
        fontSize: Number.POSITIVE_INFINITY,
        draw: (centerX, top) => draw(centerX - size / 2, top, size),
      };
    },
  };
}

/** Units between blocks. */
const GAP = 0.45;

function totalHeight(blocks: Block[], unit: number, width: number): number {
  return (
    blocks.reduce((sum, block) => sum + block.fit(unit, width).height, 0) + GAP * unit * (blocks.length - 1)
  );
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
