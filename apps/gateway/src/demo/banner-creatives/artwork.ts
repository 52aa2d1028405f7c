import type { DemoTheme } from './copy.ts';
import { el, num, textLine } from './svg-markup.ts';

/** The brand's colours (the portal's theme: primary gold, secondary blue) on a dark navy ground. */
export const palette = {
  gold: '#FBCC04',
  goldLight: '#FFE67A',
  goldDark: '#B88A00',
  blue: '#89B8FA',
  navy: '#0B1B3A',
  navyLight: '#17336B',
  navyDeep: '#071230',
  white: '#FFFFFF',
  red: '#E2363F',
} as const;

/** Gradients every creative uses, by id. */
export function sharedDefs(width: number, height: number): string {
  return [
    el(
      'linearGradient',
      { id: 'bg', x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': palette.navyLight }) +
        el('stop', { offset: 0.55, 'stop-color': palette.navy }) +
        el('stop', { offset: 1, 'stop-color': palette.navyDeep }),
    ),
    el(
      'linearGradient',
      { id: 'gold', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': palette.goldLight }) +
        el('stop', { offset: 0.5, 'stop-color': palette.gold }) +
        el('stop', { offset: 1, 'stop-color': '#E0A800' }),
    ),
    el(
      'linearGradient',
      { id: 'rim', x1: 0, y1: 0, x2: 1, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#FFD84A' }) +
        el('stop', { offset: 1, 'stop-color': palette.goldDark }),
    ),
    el(
      'radialGradient',
      { id: 'glow', cx: 0.5, cy: 0.5, r: 0.5 },
      el('stop', { offset: 0, 'stop-color': palette.gold, 'stop-opacity': 0.38 }) +
        el('stop', { offset: 1, 'stop-color': palette.gold, 'stop-opacity': 0 }),
    ),
    el('clipPath', { id: 'frame' }, el('rect', { width, height })),
    symbols(),
  ].join('');
}

/** The navy ground, a soft gold glow behind the artwork and the brand's "gold lines" running across. */
export function background(
  width: number,
  height: number,
  glow: { cx: number; cy: number; r: number } | null,
): string {
  const parts = [el('rect', { width, height, fill: 'url(#bg)' })];
  if (glow) parts.push(el('circle', { cx: glow.cx, cy: glow.cy, r: glow.r, fill: 'url(#glow)' }));
  // Three thin diagonals at the right, whatever the aspect ratio: across a leaderboard or down a skyscraper.
  const span = Math.max(width, height);
  const lines = [0, 1, 2].map((i) => {
    const x = width * 0.72 + i * Math.max(6, Math.min(width, height) * 0.07);
    return el('line', {
      x1: x - span * 0.5,
      y1: height + 2,
      x2: x + span * 0.5 - height * 0.2,
      y2: -2 - height * 0.02,
      stroke: palette.gold,
      'stroke-width': i === 1 ? 1.6 : 0.8,
      'stroke-opacity': i === 1 ? 0.22 : 0.14,
    });
  });
  parts.push(el('g', { 'clip-path': 'url(#frame)' }, lines.join('')));
  parts.push(
    el('rect', {
      x: 0.5,
      y: 0.5,
      width: width - 1,
      height: height - 1,
      fill: 'none',
      stroke: palette.gold,
      'stroke-opacity': 0.55,
    }),
  );
  return parts.join('');
}

/** Drawings used several times in a creative, defined once (<use> them) to keep files small. */
function symbols(): string {
  const coinSymbol = el(
    'symbol',
    { id: 'coin', viewBox: '0 0 100 100' },
    [
      el('circle', { cx: 50, cy: 50, r: 50, fill: 'url(#rim)' }),
      el('circle', { cx: 50, cy: 50, r: 42, fill: 'url(#gold)' }),
      el('circle', {
        cx: 50,
        cy: 50,
        r: 35,
        fill: 'none',
        stroke: palette.goldDark,
        'stroke-width': 3,
        'stroke-opacity': 0.55,
      }),
      textLine({ x: 50, y: 68, text: 'G', size: 50, fill: palette.goldDark }),
      el('path', {
        d: 'M19 44A32 32 0 0 1 55 19',
        fill: 'none',
        stroke: palette.white,
        'stroke-width': 5,
        'stroke-linecap': 'round',
        'stroke-opacity': 0.55,
      }),
    ].join(''),
  );
  const sparkleSymbol = el(
    'symbol',
    { id: 'sparkle', viewBox: '-10 -10 20 20' },
    el('path', { d: 'M0-10Q0 0 10 0Q0 0 0 10Q0 0-10 0Q0 0 0-10Z' }),
  );
  return coinSymbol + sparkleSymbol;
}

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(
  x: number,
  y: number,
  size: number,
  fill: string,
  className?: string,
  delay?: number,
): string {
  const use = el('use', {
    href: '#sparkle',
    x: x - size,
    y: y - size,
    width: 2 * size,
    height: 2 * size,
    fill,
  });
  return className ? animatedGroup(className, use, delay) : use;
}

/**
 * An animated wrapper: CSS transforms with transform-box fill-box turn about the wrapper's own box (on
 * a <use> itself Chromium takes the box without the use's x and y, and a chip spun off its place).
 */
function animatedGroup(className: string, markup: string, delay?: number): string {
  return el(
    'g',
    { class: className, style: delay === undefined ? undefined : `animation-delay:${delay}s` },
    markup,
  );
}

/** A gold coin stamped with the brand's G. */
export function coin(cx: number, cy: number, r: number): string {
  return el('use', { href: '#coin', x: cx - r, y: cy - r, width: 2 * r, height: 2 * r });
}

/** Coins tumbling out of the welcome offer. */
function welcomeArt(animated: boolean): string {
  return [
    coin(26, 66, 17),
    coin(80, 72, 13),
    el('g', { class: animated ? 'flip' : undefined }, coin(53, 46, 31)),
    sparkle(17, 24, 7, palette.white, animated ? 'twinkle' : undefined, 0),
    sparkle(87, 28, 5, palette.blue, animated ? 'twinkle' : undefined, 0.5),
    sparkle(64, 92, 4.5, palette.white, animated ? 'twinkle' : undefined, 1),
  ].join('');
}

/** A reel's strip, top to bottom; the last symbol repeats the first, so a spinning reel loops without a jump. */
function reelStrip(step: number): string {
  const center = (i: number) => step / 2 + i * step;
  const seven = (y: number) => textLine({ x: 10, y: y + 7.5, text: '7', size: 22, fill: palette.red });
  const diamond = (y: number) =>
    el('path', { d: `M10 ${y - 8}L17 ${y}L10 ${y + 8}L3 ${y}Z`, fill: palette.blue, stroke: '#4F86D9' });
  const bar = (y: number) =>
    el('rect', { x: 2.5, y: y - 5, width: 15, height: 10, rx: 2, fill: palette.navy }) +
    textLine({ x: 10, y: y + 2.5, text: 'BAR', size: 7, fill: palette.gold });
  return el(
    'g',
    { id: 'strip' },
    [seven(center(0)), diamond(center(1)), bar(center(2)), seven(center(3))].join(''),
  );
}

/** A slot machine showing three sevens. */
function spinsArt(animated: boolean): string {
  const step = 32;
  const reels = [0, 1, 2]
    .map((i) => {
      const x = 17 + i * 22.5;
      return (
        el('rect', { x, y: 30, width: 20, height: 32, rx: 3, fill: '#F4F7FF' }) +
        el('use', { href: '#strip', x, y: 30 - 3 * step, class: animated ? `reel reel-${i + 1}` : undefined })
      );
    })
    .join('');
  return [
    el(
      'defs',
      {},
      reelStrip(step) +
        el(
          'clipPath',
          { id: 'window' },
          [0, 1, 2]
            .map((i) => el('rect', { x: 17 + i * 22.5, y: 30, width: 20, height: 32, rx: 3 }))
            .join(''),
        ),
    ),
    el('path', {
      d: 'M90 46L96 24',
      stroke: palette.goldDark,
      'stroke-width': 3.5,
      'stroke-linecap': 'round',
    }),
    el('circle', { cx: 96.5, cy: 21.5, r: 4.5, fill: palette.red }),
    el('rect', {
      x: 8,
      y: 16,
      width: 84,
      height: 60,
      rx: 10,
      fill: 'url(#gold)',
      stroke: palette.goldDark,
      'stroke-width': 1.2,
    }),
    el('rect', { x: 14, y: 27, width: 72, height: 38, rx: 5, fill: palette.navyDeep }),
    el('g', { 'clip-path': 'url(#window)' }, reels),
    el('rect', {
      x: 27,
      y: 6,
      width: 46,
      height: 13,
      rx: 6.5,
      fill: palette.navy,
      stroke: palette.gold,
      'stroke-width': 1.2,
    }),
    textLine({ x: 50, y: 15.2, text: 'JACKPOT', size: 7, fill: palette.gold, letterSpacing: 0.5 }),
    el('rect', { x: 20, y: 76, width: 60, height: 10, rx: 3, fill: palette.goldDark }),
    sparkle(8, 10, 5, palette.white, animated ? 'twinkle' : undefined, 0.3),
    sparkle(93, 88, 4.5, palette.blue, animated ? 'twinkle' : undefined, 0.9),
  ].join('');
}

function heart(cx: number, cy: number, s: number, fill: string): string {
  const p = (x: number, y: number) => `${num(cx + x * s)} ${num(cy + y * s)}`;
  return el('path', {
    d: `M${p(0, 0.42)}C${p(-0.62, 0)} ${p(-0.55, -0.62)} ${p(0, -0.3)}C${p(0.55, -0.62)} ${p(0.62, 0)} ${p(0, 0.42)}Z`,
    fill,
  });
}

function spade(cx: number, cy: number, s: number, fill: string): string {
  const p = (x: number, y: number) => `${num(cx + x * s)} ${num(cy + y * s)}`;
  return el('path', {
    d: `M${p(0, -0.48)}C${p(0.6, 0)} ${p(0.58, 0.45)} ${p(0.08, 0.2)}L${p(0.2, 0.5)}L${p(-0.2, 0.5)}L${p(-0.08, 0.2)}C${p(-0.58, 0.45)} ${p(-0.6, 0)} ${p(0, -0.48)}Z`,
    fill,
  });
}

function card(rank: string, suit: 'heart' | 'spade', angle: number, cx: number, cy: number): string {
  const color = suit === 'heart' ? palette.red : palette.navy;
  const symbol = suit === 'heart' ? heart : spade;
  return el(
    'g',
    { transform: `rotate(${angle} ${cx} ${cy})` },
    [
      el('rect', {
        x: cx - 19,
        y: cy - 26,
        width: 38,
        height: 52,
        rx: 4,
        fill: palette.white,
        stroke: '#CBD3E3',
        'stroke-width': 0.8,
      }),
      textLine({ x: cx - 13, y: cy - 14, text: rank, size: 10, fill: color }),
      symbol(cx - 13, cy - 6, 7, color),
      symbol(cx, cy + 4, 22, color),
    ].join(''),
  );
}

/** A casino chip in the brand's colours, drawn once per creative (<use> it). */
function chipSymbol(): string {
  return el(
    'symbol',
    { id: 'chip', viewBox: '0 0 100 100' },
    [
      el('circle', { cx: 50, cy: 50, r: 50, fill: palette.blue }),
      el('circle', {
        cx: 50,
        cy: 50,
        r: 41,
        fill: 'none',
        stroke: palette.white,
        'stroke-width': 11,
        'stroke-dasharray': '25 26.5',
      }),
      el('circle', { cx: 50, cy: 50, r: 30, fill: palette.navy, stroke: palette.gold, 'stroke-width': 3 }),
      textLine({ x: 50, y: 62.5, text: 'G', size: 35, fill: palette.gold }),
    ].join(''),
  );
}

function chip(cx: number, cy: number, r: number, className?: string): string {
  const use = el('use', { href: '#chip', x: cx - r, y: cy - r, width: 2 * r, height: 2 * r });
  return className ? animatedGroup(className, use) : use;
}

/** An ace of hearts and an ace of spades over a chip: the live tables. */
function liveArt(animated: boolean): string {
  return [
    el('defs', {}, chipSymbol()),
    el(
      'g',
      { class: animated ? 'float' : undefined },
      card('A', 'spade', -14, 38, 44) + card('A', 'heart', 12, 60, 42),
    ),
    chip(76, 78, 15, animated ? 'spin' : undefined),
    chip(24, 82, 10),
    sparkle(88, 14, 5.5, palette.white, animated ? 'twinkle' : undefined, 0.2),
    sparkle(12, 22, 4, palette.blue, animated ? 'twinkle' : undefined, 0.8),
  ].join('');
}

const artByTheme: Record<DemoTheme, (animated: boolean) => string> = {
  welcome: welcomeArt,
  spins: spinsArt,
  live: liveArt,
};

/** A theme's artwork, drawn in a 100x100 box, placed at (x, y) with side `size`. */
export function themeArt(theme: DemoTheme, x: number, y: number, size: number, animated: boolean): string {
  return el(
    'g',
    { transform: `translate(${num(x)} ${num(y)}) scale(${num(size / 100)})` },
    artByTheme[theme](animated),
  );
}
