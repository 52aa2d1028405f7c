import axe from 'axe-core';

/**
 * axe's serious and critical findings on what is rendered (the portal's standard: none), each as
 * `rule: html` for a readable failure. jsdom lays nothing out, so colour contrast is left to the browser
 * checks (e2e). What axe cannot decide without a layout (whether content under aria-hidden can take the
 * focus, for one) it reports as incomplete: those count too, so a doubt fails the test rather than pass.
 */
export async function seriousAxeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations', 'incomplete'],
  });
  return [...result.violations, ...result.incomplete]
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .flatMap((finding) => finding.nodes.map((node) => `${finding.id}: ${node.html}`));
}
