/**
 * `npm run bench:portal`: the JavaScript and CSS a browser downloads to show a route of the built
 * portal, raw, gzip and brotli (docs/architecture.md, "Rules the product follows"): the entry chunk and its static imports, plus each lazily
 * loaded route module on the way to the screen and their static imports, each file counted once.
 * Reads apps/portal/dist (build first: the root script does). What the browser really loads, deferred
 * chunks included, is reported with Lighthouse by portal-lighthouse.ts.
 */
import {
  consoleScreens,
  kB,
  portalRoutes,
  readManifest,
  staticFilesOf,
  totalOf,
  type PortalRoute,
} from './portal-routes.ts';

/** One table of routes of a build (`folder`: where its files are under dist). */
function table(routes: PortalRoute[], folder: string, entryLabel: string): string {
  const manifest = readManifest(folder);
  const lines = [
    `| route | path | JS files | JS kB | JS kB gzip | JS kB brotli (sent) | CSS kB gzip | CSS kB brotli | of which the route itself, JS kB gzip |`,
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  const inDist = (files: Iterable<string>) => [...files].map((file) => (folder ? `${folder}/${file}` : file));
  let entryJs: string[] = [];
  for (const route of routes) {
    const { entry, files } = staticFilesOf(route, manifest);
    const js = inDist(files).filter((file) => file.endsWith('.js'));
    const css = inDist(files).filter((file) => file.endsWith('.css'));
    entryJs = inDist(entry).filter((file) => file.endsWith('.js'));
    const own = js.filter((file) => !entryJs.includes(file));
    lines.push(
      `| ${route.name} | ${route.path} | ${js.length} | ${kB(totalOf(js, 'raw'))} | ${kB(totalOf(js, 'gzip'))} | ${kB(totalOf(js, 'br'))} | ${kB(totalOf(css, 'gzip'))} | ${kB(totalOf(css, 'br'))} | ${kB(totalOf(own, 'gzip'))} |`,
    );
  }
  return `${lines.join('\n')}\n\n${entryLabel}: ${entryJs.length} JS files, ${kB(totalOf(entryJs, 'gzip'))} kB gzip.`;
}

console.log(
  `Static download per route of the built portal, before the screen renders (the gateway sends the brotli copies):\n\n${table(portalRoutes, '', "The portal's entry and its static imports")}`,
);
const texts = readManifest('');
console.log(
  `\nEach language's catalog parts, JS kB gzip (first: with every page; portal: with the signed-in screens):\n\n| language | first | portal |\n| --- | ---: | ---: |\n${[
    'en',
    'pt-BR',
    'es',
    'de',
  ]
    .map((language) => {
      const part = (name: string) => {
        const file = texts[`src/locales/${language}/${name}.po`]?.file;
        return file ? kB(totalOf([file], 'gzip')) : '—';
      };
      return `| ${language} | ${part('first')} | ${part('portal')} |`;
    })
    .join('\n')}`,
);
console.log(
  `\nThe operator console (its own build, dist/operator; the portal's routes above never load it):\n\n${table(consoleScreens, 'operator', "The console's entry and its static imports")}`,
);
