import axe from 'axe-core';

/**
 * axe in the unit tests. jsdom lays nothing out and loads no style sheet, so colour contrast is left to
 * the browser checks (e2e/support/page-checks.ts).
 */
function run(root: Element | Document, resultTypes: Array<'violations' | 'incomplete'>) {
  return axe.run(root, { resultTypes, rules: { 'color-contrast': { enabled: false } } });
}

/** Every violation of the document as rendered now, one line each (empty when none), as the e2e suite reads them. */
export async function axeViolations(): Promise<string[]> {
  const results = await run(document, ['violations']);
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * The serious and critical findings (the portal's standard: none), each as `rule: html`. What axe cannot
 * decide without a layout (whether content under aria-hidden can take the focus, for one) it reports as
 * incomplete: those count too, so a doubt fails the test rather than pass.
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const result = await run(root, ['violations', 'incomplete']);
  return [...result.violations, ...result.incomplete]
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .flatMap((finding) => finding.nodes.map((node) => `${finding.id}: ${node.html}`));
}
