/**
 * What `npm run bench:portal` measures about the built portal: its routes, their budgets (issue 7;
 * docs/architecture.md, "Rules the product follows") and the size of the files a route downloads, read from apps/portal/dist.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The built portal measured: apps/portal/dist, or PORTAL_DIST (another build, e.g. before a change). */
export const dist = path.resolve(
  process.env.PORTAL_DIST ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '../apps/portal/dist'),
);

export interface PortalRoute {
  name: string;
  path: string;
  signedIn: boolean;
  /** The lazily loaded modules between the entry and the screen (see apps/portal/src/app/router.tsx). */
  modules: string[];
  /** JavaScript budget, kB gzip: every script the browser loads for the route. */
  jsBudgetKb: number;
  /** Lighthouse budgets (mobile profile); only the login screen has them. */
  minPerformance?: number;
  minAccessibility?: number;
}

/**
 * A visit's texts (issue 37): the first catalog part comes with every page (the gateway preloads it),
 * the signed-in screens' part with their layout. Counted in English; other languages' parts are within
 * a few hundred bytes of it (reported beside the table).
 */
const firstTexts = 'src/locales/en/first.po';
// The layout, its loader and what the signed-in screens share are one group chunk, 'signed-in'
// (apps/portal/build/signed-in-chunks.ts).
const signedInLayout = ['signed-in', firstTexts, 'src/locales/en/portal.po'];

export const portalRoutes: PortalRoute[] = [
  {
    name: 'login',
    path: '/auth/login',
    signedIn: false,
    modules: ['src/app/routes/auth/login.tsx', firstTexts],
    jsBudgetKb: 120,
    minPerformance: 95,
    minAccessibility: 100,
  },
  {
    name: 'dashboard',
    path: '/',
    signedIn: true,
    modules: [
      ...signedInLayout,
      'src/app/routes/app/dashboard.tsx',
      'src/features/dashboard/api/prefetch-dashboard.ts',
    ],
    jsBudgetKb: 250,
  },
  {
    name: 'referrals',
    path: '/referrals',
    signedIn: true,
    modules: [
      ...signedInLayout,
      'src/app/routes/app/referrals.tsx',
      'src/features/referrals/api/prefetch-referrals.ts',
    ],
    jsBudgetKb: 250,
  },
  {
    name: 'reports',
    path: '/reports',
    signedIn: true,
    modules: [
      ...signedInLayout,
      'src/app/routes/app/reports.tsx',
      'src/features/reports/api/prefetch-reports.ts',
    ],
    jsBudgetKb: 250,
  },
  {
    name: 'affiliate-tools',
    path: '/affilliate-tools',
    signedIn: true,
    modules: [
      ...signedInLayout,
      'src/app/routes/app/affiliate-tools.tsx',
      'src/features/marketing-tools/api/prefetch-affiliate-tools.ts',
    ],
    jsBudgetKb: 250,
  },
  {
    name: 'integrations',
    path: '/integrations',
    signedIn: true,
    modules: [
      ...signedInLayout,
      'src/app/routes/app/integrations.tsx',
      'src/features/integrations/api/prefetch-integrations.ts',
    ],
    jsBudgetKb: 250,
  },
  {
    name: 'withdrawal',
    path: '/withdrawal',
    signedIn: true,
    modules: [
      ...signedInLayout,
      'src/app/routes/app/withdrawal.tsx',
      'src/features/withdrawal/api/prefetch-withdrawal.ts',
    ],
    jsBudgetKb: 250,
  },
  {
    name: 'transaction-history',
    path: '/transaction-history',
    signedIn: true,
    modules: [
      ...signedInLayout,
      'src/app/routes/app/transaction-history.tsx',
      'src/features/transactions/api/prefetch-transactions.ts',
    ],
    jsBudgetKb: 250,
  },
  {
    name: 'statement-of-account',
    path: '/statement-of-account',
    signedIn: true,
    modules: [...signedInLayout, 'src/app/routes/app/statement-of-account.tsx'],
    jsBudgetKb: 250,
  },
  // The two-factor screen brings the QR code library (qrcode.react) with it, and only it does.
  {
    name: 'google-authenticator',
    path: '/google-authenticator',
    signedIn: true,
    modules: [...signedInLayout, 'src/app/routes/app/google-authenticator.tsx'],
    jsBudgetKb: 250,
  },
  {
    name: 'kyc',
    path: '/kyc',
    signedIn: true,
    modules: [...signedInLayout, 'src/app/routes/app/kyc.tsx'],
    jsBudgetKb: 250,
  },
];

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The build manifest of the portal, or of the operator console's build in dist/operator (`folder: 'operator'`). */
export function readManifest(folder = ''): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(path.join(dist, folder, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
}

/**
 * The operator console's screens (apps/portal/vite.console.config.ts, its own build in dist/operator):
 * measured apart from the portal's, which must not carry them. No budget: the console is a desktop tool
 * for a few people, reported so its size stays in view.
 */
const consoleLayout = ['../src/console/app/routes/signed-in-layout.tsx'];
export const consoleScreens: PortalRoute[] = [
  {
    name: 'console sign-in',
    path: '/operator/sign-in',
    signedIn: false,
    modules: ['../src/console/app/routes/sign-in.tsx'],
    jsBudgetKb: 0,
  },
  {
    name: 'console invitation',
    path: '/operator/invitation',
    signedIn: false,
    modules: ['../src/console/app/routes/invitation.tsx'],
    jsBudgetKb: 0,
  },
  {
    name: 'console operators',
    path: '/operator/operators',
    signedIn: true,
    modules: [...consoleLayout, '../src/console/app/routes/operators.tsx'],
    jsBudgetKb: 0,
  },
  {
    name: 'console audit',
    path: '/operator/audit',
    signedIn: true,
    modules: [...consoleLayout, '../src/console/app/routes/audit.tsx'],
    jsBudgetKb: 0,
  },
];

/**
 * The files a route needs before its screen can render, from the build manifest: the entry and its
 * static imports, then each lazily loaded module on the way to the screen and its static imports.
 */
export function staticFilesOf(
  route: PortalRoute,
  manifest = readManifest(),
): { entry: Set<string>; files: Set<string> } {
  // A module the build put into a named group chunk (apps/portal/vite.config.ts) has no key of its
  // own: its chunk carries the module's name (the login screen's chunk is 'login').
  const chunkOf = (key: string) =>
    manifest[key] ??
    Object.values(manifest).find((chunk) => chunk.name === path.basename(key).replace(/\.[jt]sx?$/, ''));
  const collect = (key: string, into: Set<string>): void => {
    const chunk = chunkOf(key);
    if (!chunk) throw new Error(`${key} is not in the build manifest: has the router changed?`);
    if (into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('No entry in the build manifest.');
  const entry = new Set<string>();
  collect(entryKey, entry);
  const files = new Set(entry);
  for (const module of route.modules) collect(module, files);
  return { entry, files };
}

export interface FileSize {
  raw: number;
  gzip: number;
  /** What the gateway sends a browser that accepts brotli: the build's .br copy, or the file itself. */
  br: number;
}

const sizes = new Map<string, FileSize>();

/** Sizes of a file of dist (`assets/x.js`); gzip at level 9 for comparison with other reports. */
export function sizeOf(file: string): FileSize {
  let size = sizes.get(file);
  if (!size) {
    const content = readFileSync(path.join(dist, file));
    const brotli = path.join(dist, `${file}.br`);
    size = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      br: existsSync(brotli) ? statSync(brotli).size : content.length,
    };
    sizes.set(file, size);
  }
  return size;
}

export function totalOf(files: Iterable<string>, kind: keyof FileSize): number {
  let total = 0;
  for (const file of files) total += sizeOf(file)[kind];
  return total;
}

export const kB = (bytes: number) => (bytes / 1000).toFixed(1);
