import { expect, test, type Page } from '@playwright/test';
import { acceptInvitation, inviteThroughCli, newOperatorEmail } from '../support/operator-console.ts';

/**
 * How far down the page the sidebar's white column reaches, in page coordinates: every box at the
 * sidebar's left edge painted in the sidebar's background, joined from the top of the navigation down.
 * A full-page screenshot or a printout shows all of it at once, whatever a sticky box covers in the window.
 */
async function sidebarColumn(page: Page): Promise<{ bottom: number; pageHeight: number; viewport: number }> {
  return page.evaluate(() => {
    const aside = document.querySelector('aside')!;
    const background = getComputedStyle(aside).backgroundColor;
    const x = aside.getBoundingClientRect().left + 4;
    const boxes = [...document.querySelectorAll('body *')]
      .filter((element) => getComputedStyle(element).backgroundColor === background)
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.left <= x && box.right >= x)
      .map((box) => ({ top: box.top + window.scrollY, bottom: box.bottom + window.scrollY }))
      .sort((a, b) => a.top - b.top);
    let bottom = aside.getBoundingClientRect().top + window.scrollY;
    for (const box of boxes) if (box.top <= bottom + 1) bottom = Math.max(bottom, box.bottom);
    return {
      bottom,
      pageHeight: document.documentElement.scrollHeight,
      viewport: window.innerHeight,
    };
  });
}

test("the console's sidebar background runs to the bottom of a long page, at the top and scrolled down", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 720 });
  const email = newOperatorEmail('admin');
  await acceptInvitation(page, await inviteThroughCli(email, 'admin'), email);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  // The demo's closed months make Commission long; the Audit grows with every test's operator.
  for (const path of ['/operator/commission', '/operator/overview']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    for (const scrolled of ['top', 'bottom'] as const) {
      await page.evaluate(
        (to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight),
        scrolled,
      );
      const column = await sidebarColumn(page);
      expect(column.pageHeight, `${path} is longer than the window`).toBeGreaterThan(column.viewport);
      expect(column.bottom, `${path}, ${scrolled}`).toBeGreaterThanOrEqual(column.pageHeight - 1);
    }
  }
});
