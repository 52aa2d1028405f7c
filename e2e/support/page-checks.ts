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

/** What `measure` finds at a 360 px phone's width; the viewport is put back to its size before. */
async function atPhoneWidth<T>(page: Page, measure: (page: Page) => Promise<T>): Promise<T> {
  const before = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: 360, height: 800 });
  const found = await measure(page);
  await page.setViewportSize(before);
  return found;
}

/** The page fits a 360 px phone: checked at that width, then back to the desktop size. */
export function overflowAtPhoneWidth(page: Page): Promise<number> {
  return atPhoneWidth(page, horizontalOverflow);
}

/** clippedSelects at a 360 px phone's width, then back to the size before. */
export function clippedSelectsAtPhoneWidth(page: Page): Promise<string[]> {
  return atPhoneWidth(page, clippedSelects);
}
