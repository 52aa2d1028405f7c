import { describe, expect, it } from 'vitest';
import { paymentOptionType } from '@affiliate/contract/common/payout-options';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chipColours } from '../chip-colours';

// The theme itself, as the build reads it (the suite runs from the repository or from apps/portal).
const themeFile = ['apps/portal/src/index.css', 'src/index.css']
  .map((file) => path.resolve(process.cwd(), file))
  .find((file) => existsSync(file));
const css = readFileSync(themeFile ?? 'index.css', 'utf8');

function token(name: string): string {
  const found = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css)?.[1];
  if (!found) throw new Error(`--color-${name} is not in index.css`);
  return found;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('payment chip colours', () => {
  it('gives every payout option its own colour token', () => {
    const colours = paymentOptionType.options.map((type) => token(chipColours[type].token).toLowerCase());
    expect(new Set(colours).size).toBe(6);
  });

  it('writes a chosen chip in an ink that reads on its colour (WCAG AA, 4.5:1)', () => {
    for (const type of paymentOptionType.options) {
      const { token: name } = chipColours[type];
      expect(contrast(token(name), token(`${name}-ink`)), type).toBeGreaterThanOrEqual(4.5);
      expect(chipColours[type].chosen).toContain(`text-${name}-ink`);
    }
  });
});
