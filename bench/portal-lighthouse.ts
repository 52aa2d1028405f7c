/**
 * `npm run bench:portal` (after the bundle report): Lighthouse's mobile profile (simulated slow 4G, CPU
 * 4× slower, a phone's screen) on each route of the built portal, and the budgets of issue 7 checked
 * against the median of several runs: the JavaScript every route loads (gzip, counted from what the
 * browser requested, deferred chunks included), Lighthouse performance and accessibility on login.
 *
 * The gateway runs on a fresh embedded database with the demo data (or set PORTAL_URL to measure a
 * product already running, e.g. `npm start`; PORTAL_DIST then names its build, when it is not apps/portal/dist). Signed-in routes are measured with the demo affiliate's
 * tokens put in the portal's storage before Lighthouse loads the page (Lighthouse then keeps storage;
 * each run has its own fresh Chromium profile, so the HTTP cache is always cold).
 * LIGHTHOUSE_RUNS (default 5) sets the runs per route, LIGHTHOUSE_ROUTES (e.g. `login,dashboard`) the
 * routes, CHROMIUM_PATH the browser.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { api, type SessionTokens } from '@affiliate/contract';
import { DEMO_SIGN_IN } from '../apps/gateway/src/demo/seed.ts';
import { startGateway } from './gateway.ts';
import { dist, kB, portalRoutes, sizeOf, totalOf, type PortalRoute } from './portal-routes.ts';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
/** The portal's persisted auth state (zustand's persist format, see apps/portal/src/lib/auth-store.ts). */
const AUTH_STORAGE_KEY = 'auth';

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** dist files of the scripts and style sheets the page requested. */
  scripts: string[];
  styles: string[];
}

async function signIn(baseUrl: string): Promise<SessionTokens> {
  const response = await fetch(new URL(api.auth.login.path, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_SIGN_IN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: SessionTokens }).data;
}

/** Puts the session where the portal keeps it, from a page of the same origin that is not the app. */
async function storeSession(port: number, baseUrl: string, tokens: SessionTokens): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(new URL('/favicon.svg', baseUrl).href);
    const value = JSON.stringify({
      state: { token: tokens.token, expiresAt: tokens.expiresAt, refreshToken: tokens.refreshToken },
      version: 0,
    });
    await page.evaluate(([key, stored]) => localStorage.setItem(key!, stored!), [AUTH_STORAGE_KEY, value]);
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser stays up for Lighthouse
  }
}

async function lighthouseRun(
  route: PortalRoute,
  baseUrl: string,
  tokens: SessionTokens | null,
): Promise<Run> {
  const profile = mkdtempSync(path.join(tmpdir(), 'lighthouse-profile-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags,
    userDataDir: profile,
    port: Number(process.env.LIGHTHOUSE_CDP_PORT ?? 0),
  });
  try {
    if (tokens) await storeSession(chrome.port, baseUrl, tokens);
    const result = await lighthouse(new URL(route.path, baseUrl).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(tokens),
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== route.path)
      throw new Error(
        `Lighthouse ended on ${finalPath}, not ${route.path}: ${tokens ? 'the session was not taken' : 'redirected'}.`,
      );
    const requests =
      (
        lhr.audits['network-requests']?.details as
          { items: Array<{ url: string; resourceType?: string }> } | undefined
      )?.items ?? [];
    // The built chunks, and the build's plain scripts at the root (public/signed-in-preload.js).
    const distFile = (url: string) => {
      const { origin, pathname } = new URL(url);
      if (origin !== new URL(baseUrl).origin) return null;
      const file = pathname.slice(1);
      return pathname.startsWith('/assets/') || (file.endsWith('.js') && existsSync(path.join(dist, file)))
        ? file
        : null;
    };
    const filesOf = (type: string) => [
      ...new Set(
        requests
          .filter((item) => item.resourceType === type)
          .map((item) => distFile(item.url))
          .filter((file): file is string => file !== null),
      ),
    ];
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      scripts: filesOf('Script'),
      styles: filesOf('Stylesheet'),
    };
  } finally {
    // The next run may take the same debugging port: wait until this browser is gone.
    const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
    chrome.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is run again. */
async function withRetry(run: () => Promise<Run>, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !String(error).includes('Lighthouse: ')) throw error;
      console.log(`  (run again: ${String(error).split('\n')[0]})`);
    }
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const gateway = process.env.PORTAL_URL ? null : await startGateway();
const baseUrl = process.env.PORTAL_URL ?? gateway!.baseUrl;

const lines = [
  '| route | JS files loaded | JS kB gzip | JS kB brotli (sent) | CSS kB gzip | performance | accessibility | FCP ms | LCP ms | TBT ms | CLS | budget | verdict |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
];
let failed = false;
try {
  const only = process.env.LIGHTHOUSE_ROUTES?.split(',');
  for (const route of portalRoutes.filter((candidate) => !only || only.includes(candidate.name))) {
    const tokens = route.signedIn ? await signIn(baseUrl) : null;
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run++)
      runs.push(await withRetry(() => lighthouseRun(route, baseUrl, tokens)));
    console.log(
      `  ${route.name}: performance ${runs.map((run) => run.performance).join(', ')}; accessibility ${runs.map((run) => run.accessibility).join(', ')}; LCP ${runs.map((run) => Math.round(run.lcp)).join(', ')} ms`,
    );
    // The files are the same every run unless a deferred chunk raced the end of the load: take the largest set.
    const scripts = runs
      .map((run) => run.scripts)
      .reduce((most, next) => (totalOf(next, 'gzip') > totalOf(most, 'gzip') ? next : most));
    const styles = runs
      .map((run) => run.styles)
      .reduce((most, next) => (next.length > most.length ? next : most));
    const m = (key: 'performance' | 'accessibility' | 'fcp' | 'lcp' | 'tbt' | 'cls') =>
      median(runs.map((run) => run[key]));
    const jsGzip = totalOf(scripts, 'gzip');
    const checks = [
      { ok: jsGzip <= route.jsBudgetKb * 1000, text: `JS ≤ ${route.jsBudgetKb}` },
      ...(route.minPerformance === undefined
        ? []
        : [{ ok: m('performance') >= route.minPerformance, text: `perf ≥ ${route.minPerformance}` }]),
      ...(route.minAccessibility === undefined
        ? []
        : [{ ok: m('accessibility') >= route.minAccessibility, text: `a11y ≥ ${route.minAccessibility}` }]),
    ];
    const verdict = checks.every((check) => check.ok)
      ? 'PASS'
      : `FAIL (${checks
          .filter((check) => !check.ok)
          .map((check) => check.text)
          .join(', ')})`;
    failed ||= verdict !== 'PASS';
    lines.push(
      `| ${route.name} | ${scripts.length} | ${kB(jsGzip)} | ${kB(totalOf(scripts, 'br'))} | ${kB(totalOf(styles, 'gzip'))} | ${m('performance')} | ${m('accessibility')} | ${Math.round(m('fcp'))} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${checks.map((check) => check.text).join(', ')} | ${verdict} |`,
    );
    if (process.env.LIGHTHOUSE_LIST_FILES) {
      for (const file of [...scripts].sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip))
        console.log(`    ${kB(sizeOf(file).gzip).padStart(6)} kB gzip  ${file}`);
    }
  }
} finally {
  await gateway?.app.close();
}
console.log(
  `\nLighthouse, mobile profile, median of ${RUNS} runs per route; JS and CSS are the files the page requested:\n\n${lines.join('\n')}`,
);
console.log(failed ? '\nBudgets: FAIL (reported, not enforced)' : '\nBudgets: PASS');
