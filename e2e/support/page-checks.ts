import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Serious and critical axe violations of the page as it is now, one line each (empty when none). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** How far the page scrolls sideways (0 or less: it fits). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * The visible selects whose chosen option is wider than the room the select gives it, by their label (empty
 * when every one shows its choice whole): a native select cuts its text without a sign, so "November
 * 2026" reads "November 202" on a phone while nothing overflows.
 */
export async function clippedSelects(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll('select')].flatMap((select) => {
      const style = getComputedStyle(select);
      if (select.offsetParent === null || style.visibility === 'hidden') return [];
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const needed = context.measureText(text).width;
      // A pixel of slack: the canvas measures without the rounding of the select's own text layout.
      return needed > room + 1
        ? [
            `${select.labels[0]?.textContent ?? select.name}: "${text}" needs ${Math.ceil(needed)} px, has ${Math.floor(room)}`,
          ]
        : [];
    });
  });
}

/** The page fits a 360 px phone: checked at that width, then back to the desktop size. */
export async function overflowAtPhoneWidth(page: Page): Promise<number> {
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await horizontalOverflow(page);
  await page.setViewportSize(before);
  return overflow;
}

/** clippedSelects at a 360 px phone's width, then back to the size before. */
export async function clippedSelectsAtPhoneWidth(page: Page): Promise<string[]> {
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: 360, height: 800 });
  const clipped = await clippedSelects(page);
  await page.setViewportSize(before);
  return clipped;
}
