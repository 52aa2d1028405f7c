import { TEXT_LINK_SIZE, type BannerType } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { upsertDemoCatalogue, type NewCreative } from '../../modules/banners/catalogue-repository.ts';
import {
  DEMO_LANGUAGES,
  DEMO_THEMES,
  textLinkCopy,
  themeNames,
  type DemoLanguage,
  type DemoTheme,
} from './copy.ts';
import { renderDemoCreative } from './render.ts';

/**
 * The demo catalogue: every theme as an image and an animated banner in every demo language, at every
 * common IAB size, plus a text link per theme and language. Generated when seeding (no image files in
 * the repository); the first size is the picker's thumbnail.
 */
export const DEMO_BANNER_SIZES = [
  '300x250',
  '336x280',
  '728x90',
  '970x90',
  '970x250',
  '468x60',
  '320x50',
  '320x100',
  '300x50',
  '160x600',
  '120x600',
  '300x600',
  '250x250',
  '200x200',
] as const;

export interface DemoBanner {
  /** Stable across re-seeds: how the seed finds the banner it added before. */
  demoKey: string;
  name: string;
  type: BannerType;
  language: DemoLanguage;
  creatives: NewCreative[];
}

function svgCreatives(theme: DemoTheme, language: DemoLanguage, animated: boolean): NewCreative[] {
  return DEMO_BANNER_SIZES.map((size) => {
    const [width, height] = size.split('x').map(Number) as [number, number];
    return {
      size,
      contentType: 'image/svg+xml',
      body: Buffer.from(renderDemoCreative({ theme, language, animated, width, height })),
    };
  });
}

export function demoCatalogue(): DemoBanner[] {
  const banners: DemoBanner[] = [];
  for (const language of DEMO_LANGUAGES) {
    for (const theme of DEMO_THEMES) {
      const name = themeNames[theme];
      banners.push({
        demoKey: `${theme}-image-${language}`,
        name,
        type: 'image',
        language,
        creatives: svgCreatives(theme, language, false),
      });
      banners.push({
        demoKey: `${theme}-animated-${language}`,
        name: `${name} (animated)`,
        type: 'animated',
        language,
        creatives: svgCreatives(theme, language, true),
      });
      banners.push({
        demoKey: `${theme}-text-${language}`,
        name: `${name} text link`,
        type: 'text',
        language,
        creatives: [
          {
            size: TEXT_LINK_SIZE,
            contentType: 'text/plain',
            body: Buffer.from(textLinkCopy[theme][language]),
          },
        ],
      });
    }
  }
  return banners;
}

/**
 * Adds the demo catalogue, or brings a re-seed's banners up to date with the generator (their
 * creatives replaced where they changed). A demo banner the operator retired stays retired.
 */
export async function seedDemoCatalogue(tx: Queryable): Promise<void> {
  await upsertDemoCatalogue(tx, demoCatalogue());
}
