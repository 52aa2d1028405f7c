import { background, coin, palette, sharedDefs, themeArt } from './artwork.ts';
import { artBlock, column, copyBlock, type Block, type Box } from './column-layout.ts';
import { ctaBlock, ctaButton, ctaSize, logoBlock, logoLockup } from './lockup-and-button.ts';
import { creativeCopy, termsLine, type DemoLanguage, type DemoTheme } from './copy.ts';
import { el, FONT_FAMILY, lineWidth } from './svg-markup.ts';

export interface DemoCreativeSpec {
  theme: DemoTheme;
  language: DemoLanguage;
  animated: boolean;
  width: number;
  height: number;
}

/**
 * CSS animations, which browsers run inside an SVG shown through <img> (script never runs there, and
 * these creatives have none). Every loop ends within 15 seconds, as the IAB's ad guidelines ask, and
 * nothing moves for visitors who ask for reduced motion.
 */
const ANIMATION_CSS = [
  '@keyframes pulse{0%,100%{transform:scale(1)}50%{transform:scale(1.06)}}',
  '.pulse{transform-box:fill-box;transform-origin:center;animation:pulse 1.5s ease-in-out 10}',
  '@keyframes shine{0%{transform:translateX(0)}55%,100%{transform:translateX(170px)}}',
  '.shine{animation:shine 3s ease-in-out 5}',
  '@keyframes twinkle{0%,100%{opacity:.3;transform:scale(.55)}50%{opacity:1;transform:scale(1)}}',
  '.twinkle{transform-box:fill-box;transform-origin:center;animation:twinkle 1.5s ease-in-out 10 both}',
  '@keyframes flip{0%,60%,100%{transform:scaleX(1)}75%{transform:scaleX(.06)}90%{transform:scaleX(1)}}',
  '.flip{transform-box:fill-box;transform-origin:center;animation:flip 3s ease-in-out 5}',
  '@keyframes reel{0%{transform:translateY(0)}40%,100%{transform:translateY(96px)}}',
  '.reel{animation:reel 3s cubic-bezier(.3,.6,.35,1) 5 both}.reel-2{animation-delay:.2s}.reel-3{animation-delay:.4s}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '.spin{transform-box:fill-box;transform-origin:center;animation:spin 5s linear 3}',
  '@keyframes float{0%,100%{transform:translateY(0)}50%{transform:translateY(-3px)}}',
  '.float{animation:float 3s ease-in-out 5}',
  '@media (prefers-reduced-motion:reduce){*{animation:none!important}}',
].join('');

interface Composition {
  /** The gold glow behind the artwork. */
  glow: { cx: number; cy: number; r: number } | null;
  body: string;
}

function copyBlocks(spec: DemoCreativeSpec) {
  const copy = creativeCopy[spec.theme][spec.language];
  return {
    kicker: (ratio: number) =>
      copyBlock({
        text: copy.kicker.toUpperCase(),
        ratio,
        fill: palette.blue,
        letterSpacing: 0.08,
        minFontSize: 8,
        priority: 2,
      }),
    headline: (ratio: number, maxLines = 1) =>
      copyBlock({ text: copy.headline, ratio, fill: palette.gold, maxLines }),
    sub: (ratio: number, maxLines = 1) =>
      copyBlock({ text: copy.sub, ratio, fill: palette.white, maxLines, minFontSize: 9, priority: 3 }),
    terms: (ratio: number) =>
      copyBlock({
        text: termsLine[spec.language].full,
        shorter: termsLine[spec.language].short,
        ratio,
        fill: '#AFC3E6',
        minFontSize: 7,
        priority: 1,
      }),
    cta: (ratio: number) => ctaBlock(copy.cta, ratio, spec.animated),
  };
}

/** Skyscrapers and the half page: everything stacked, the artwork large in the middle. */
function tall(spec: DemoCreativeSpec): Composition {
  const { width, height } = spec;
  const pad = width * 0.08;
  const box: Box = { x: pad, y: pad * 1.5, width: width - 2 * pad, height: height - 3 * pad };
  const blocks = copyBlocks(spec);
  let artCenter = { cx: width / 2, cy: height * 0.4, r: width * 0.7 };
  const art = artBlock(5.2, (x, y, size) => {
    artCenter = { cx: x + size / 2, cy: y + size / 2, r: size * 0.85 };
    return themeArt(spec.theme, x, y, size, spec.animated);
  });
  const body = column(
    [
      logoBlock(1.1),
      blocks.kicker(0.5),
      art,
      blocks.headline(1.6, 2),
      blocks.sub(0.85, 2),
      blocks.cta(0.75),
      blocks.terms(0.36),
    ],
    box,
    width / 6,
    4,
  );
  return { glow: artCenter, body };
}

/** Rectangles and squares: logo, artwork, offer and button in one centred column. */
function rectangle(spec: DemoCreativeSpec): Composition {
  const { width, height } = spec;
  const pad = Math.min(width, height) * 0.07;
  const box: Box = { x: pad, y: pad, width: width - 2 * pad, height: height - 2 * pad };
  const blocks = copyBlocks(spec);
  let artCenter = { cx: width / 2, cy: height / 2, r: width / 2 };
  const art = artBlock(4, (x, y, size) => {
    artCenter = { cx: x + size / 2, cy: y + size / 2, r: size };
    return themeArt(spec.theme, x, y, size, spec.animated);
  });
  const body = column(
    [logoBlock(1.1), art, blocks.headline(1.5, 2), blocks.sub(0.8), blocks.cta(0.68), blocks.terms(0.42)],
    box,
    width / 8,
  );
  return { glow: artCenter, body };
}

/** The billboard and the large mobile banner: artwork at the left, copy in the middle, button at the right. */
function billboard(spec: DemoCreativeSpec): Composition {
  const { width, height } = spec;
  const pad = height * 0.08;
  const artSize = Math.min(height - 2 * pad, width * 0.28);
  const artX = pad * 1.5;
  const artY = (height - artSize) / 2;
  const blocks = copyBlocks(spec);
  const columnLeft = artX + artSize + pad;
  const roomy = width - columnLeft > height * 2.8;
  let body = themeArt(spec.theme, artX, artY, artSize, spec.animated);
  if (roomy) {
    const ctaWidth = width * 0.22;
    const box: Box = {
      x: columnLeft,
      y: pad,
      width: width - columnLeft - ctaWidth - 2.5 * pad,
      height: height - 2 * pad,
    };
    body += column(
      [logoBlock(0.9), blocks.kicker(0.5), blocks.headline(1.7), blocks.sub(0.9), blocks.terms(0.36)],
      box,
      height / 8,
    );
    const size = Math.min(
      height * 0.085,
      ((ctaWidth - pad) * 0.95) / ctaSize(creativeCopy[spec.theme][spec.language].cta, 1).width,
    );
    body += ctaButton(
      width - pad - ctaWidth / 2,
      height / 2,
      creativeCopy[spec.theme][spec.language].cta,
      size,
      spec.animated,
    );
  } else {
    const box: Box = { x: columnLeft, y: pad, width: width - columnLeft - pad, height: height - 2 * pad };
    body += column([logoBlock(1.2), blocks.headline(1.5), blocks.cta(0.7)], box, height / 6);
  }
  return { glow: { cx: artX + artSize / 2, cy: height / 2, r: artSize * 0.9 }, body };
}

/** Leaderboards and small mobile banners: one row, logo at the left and the button at the right. */
function leaderboard(spec: DemoCreativeSpec): Composition {
  const { width, height } = spec;
  const pad = height * 0.14;
  const copy = creativeCopy[spec.theme][spec.language];
  const blocks = copyBlocks(spec);
  const wide = width / height >= 7;
  const parts: string[] = [];
  let left = pad * 1.2;
  if (wide) {
    const logoHeight = height * 0.46;
    parts.push(logoLockup(left, (height - logoHeight) / 2, logoHeight));
    left += logoHeight * (1.22 + lineWidth('GOLDLINE', 0.5)) + pad * 1.6;
  } else {
    const r = height * 0.32;
    parts.push(coin(left + r, height / 2, r));
    left += 2 * r + pad;
  }
  const ctaFont = Math.max(9, height * 0.17);
  const cta = ctaSize(copy.cta, ctaFont);
  const right = width - pad * 1.2 - cta.width;
  parts.push(ctaButton(right + cta.width / 2, height / 2, copy.cta, ctaFont, spec.animated));
  let textRight = right - pad;
  let glow = null;
  if (wide) {
    const artSize = height - pad;
    const artX = textRight - artSize;
    parts.push(themeArt(spec.theme, artX, (height - artSize) / 2, artSize, spec.animated));
    glow = { cx: artX + artSize / 2, cy: height / 2, r: artSize };
    textRight = artX - pad;
  }
  const textBlocks: Block[] = [
    ...(height >= 80 ? [blocks.kicker(0.5)] : []),
    blocks.headline(1.5),
    blocks.sub(0.85),
  ];
  parts.push(
    column(
      textBlocks,
      { x: left, y: pad * 0.8, width: textRight - left, height: height - 1.6 * pad },
      height / 4,
    ),
  );
  return { glow, body: parts.join('') };
}

function compose(spec: DemoCreativeSpec): Composition {
  const ratio = spec.width / spec.height;
  if (ratio <= 0.65) return tall(spec);
  if (ratio < 2.2) return rectangle(spec);
  if (spec.height >= 100 && ratio < 5) return billboard(spec);
  return leaderboard(spec);
}

/** One demo creative as a standalone SVG document of exactly `width` x `height` pixels. */
export function renderDemoCreative(spec: DemoCreativeSpec): string {
  const { width, height } = spec;
  const { glow, body } = compose(spec);
  const style = spec.animated ? el('style', {}, ANIMATION_CSS) : '';
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width,
      height,
      viewBox: `0 0 ${width} ${height}`,
      'font-family': FONT_FAMILY,
      'font-weight': 700,
      'text-anchor': 'middle',
    },
    style + el('defs', {}, sharedDefs(width, height)) + background(width, height, glow) + body,
  );
}
