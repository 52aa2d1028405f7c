import axe from 'axe-core';

/**
 * axe's violations of the document as rendered now, one line each (empty when none), as the e2e suite
 * reads them (e2e/support/page-checks.ts). jsdom lays nothing out and loads no style sheet, so the rules
 * that need a rendered page (colour contrast) are left to the e2e suite.
 */
export async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
