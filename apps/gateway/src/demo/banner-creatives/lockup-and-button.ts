import { coin, palette } from './artwork.ts';
import type { Block } from './column-layout.ts';
import { baselineFor, el, lineWidth, num, textLine } from './svg-markup.ts';

/** The brand's pieces on every creative: the logo lockup and the call-to-action button, as drawings and as column blocks. */

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
    textLine({
      x: textLeft,
      y: top + height * 0.52,
      text: wordmark,
      size,
      fill: palette.white,
      anchor: 'start',
    }),
    textLine({
      x: textLeft,
      y: top + height * 0.9,
      text: 'CASINO',
      size: casinoSize,
      fill: palette.gold,
      anchor: 'start',
      letterSpacing: casinoSpacing,
    }),
  ].join('');
}

export function logoBlock(ratio: number): Block {
  return {
    ratio,
    fit(unit, width) {
      const height = Math.min(ratio * unit, width / logoAspect());
      return {
        height,
        fontSize: height * 0.27,
        draw: (centerX, top) => logoLockup(centerX - (height * logoAspect()) / 2, top, height),
      };
    },
  };
}

/** The call to action: a gold pill with navy capitals. */
export function ctaButton(
  centerX: number,
  centerY: number,
  text: string,
  size: number,
  animated: boolean,
): string {
  const label = text.toUpperCase();
  const spacing = size * 0.06;
  const width = lineWidth(label, size, spacing) + size * 2.2;
  const height = size * 2.3;
  const x = centerX - width / 2;
  const y = centerY - height / 2;
  const shine = animated
    ? el(
        'defs',
        {},
        el('clipPath', { id: 'cta-clip' }, el('rect', { x, y, width, height, rx: height / 2 })),
      ) +
      el(
        'g',
        { 'clip-path': 'url(#cta-clip)' },
        // Drawn in a 100x100 box stretched over the pill, so one keyframe distance suits every width.
        el(
          'g',
          { transform: `translate(${num(x)} ${num(y)}) scale(${num(width / 100)} ${num(height / 100)})` },
          el(
            'g',
            { class: 'shine' },
            el('path', { d: 'M-40 100L-22 0L-8 0L-26 100Z', fill: palette.white, 'fill-opacity': 0.5 }),
          ),
        ),
      )
    : '';
  return el(
    'g',
    { class: animated ? 'pulse' : undefined },
    [
      el('rect', {
        x,
        y: y + size * 0.18,
        width,
        height,
        rx: height / 2,
        fill: '#7A5B00',
        'fill-opacity': 0.55,
      }),
      el('rect', { x, y, width, height, rx: height / 2, fill: 'url(#gold)' }),
      shine,
      textLine({
        x: centerX,
        y: baselineFor(centerY, size),
        text: label,
        size,
        fill: palette.navy,
        letterSpacing: spacing,
      }),
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
      return {
        height: perPx.height * size * 1.1,
        fontSize: size,
        draw: (centerX, top) => ctaButton(centerX, top + (perPx.height * size) / 2, text, size, animated),
      };
    },
  };
}
