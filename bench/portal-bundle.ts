/**
 * `npm run bench:portal`: the JavaScript and CSS a browser downloads to show a route of the built
 * portal, raw, gzip and brotli (docs/architecture.md, "Rules the product follows"): the entry chunk and its static imports, plus each lazily
 * loaded route module on the way to the screen and their static imports, each file counted once.
 * Reads apps/portal/dist (build first: the root script does). What the browser really loads, deferred
 * chunks included, is reported with Lighthouse by portal-lighthouse.ts.
 */
import { kB, portalRoutes, readManifest, staticFilesOf, totalOf } from './portal-routes.ts';

const manifest = readManifest();
const lines = [
  '| route | path | JS files | JS kB | JS kB gzip | JS kB brotli (sent) | CSS kB gzip | CSS kB brotli | of which the route itself, JS kB gzip |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];
for (const route of portalRoutes) {
  const { entry, files } = staticFilesOf(route, manifest);
  const js = [...files].filter((file) => file.endsWith('.js'));
  const css = [...files].filter((file) => file.endsWith('.css'));
  const own = js.filter((file) => !entry.has(file));
  lines.push(
    `| ${route.name} | ${route.path} | ${js.length} | ${kB(totalOf(js, 'raw'))} | ${kB(totalOf(js, 'gzip'))} | ${kB(totalOf(js, 'br'))} | ${kB(totalOf(css, 'gzip'))} | ${kB(totalOf(css, 'br'))} | ${kB(totalOf(own, 'gzip'))} |`,
  );
}
console.log(`Static download per route of the built portal, before the screen renders (the gateway sends the brotli copies):\n\n${lines.join('\n')}`);
