/**
 * `npm run bench:portal` (after the bundle report): how the built portal loads in headless Chromium,
 * like a Lighthouse lab run: a phone on a slow 4G network with a 4× slower CPU, and a desktop without
 * throttling. For the login screen and the dashboard (signed in, empty cache): first contentful paint,
 * largest contentful paint, the moment the screen's content is there, and the bytes transferred.
 * Median of 3 cold loads each, against the gateway on the embedded database with the demo data.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_SIGN_IN } from '../apps/gateway/src/demo/seed.ts';
import { startGateway } from './gateway.ts';

const RUNS = 3;

interface Profile {
  name: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  /** Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower. */
  network: { latency: number; downloadThroughput: number; uploadThroughput: number } | null;
  cpuSlowdown: number;
}

const profiles: Profile[] = [
  {
    name: 'phone, slow 4G, CPU 4× slower',
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
    cpuSlowdown: 4,
  },
  {
    name: 'desktop, no throttling',
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    network: null,
    cpuSlowdown: 1,
  },
];

interface Load {
  fcp: number;
  lcp: number;
  ready: number;
  kB: number;
}

// Collects paint timings from the start of each document.
const observePaints = () => {
  const w = window as unknown as { __paints: { fcp: number; lcp: number } };
  w.__paints = { fcp: 0, lcp: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') w.__paints.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) w.__paints.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

async function coldLoad(
  context: BrowserContext,
  profile: Profile,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (profile.network)
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  let bytes = 0;
  cdp.on(
    'Network.loadingFinished',
    (event: { encodedDataLength: number }) => (bytes += event.encodedDataLength),
  );
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  const readyMs = Date.now() - started;
  await page.waitForTimeout(300); // let the last paint entries arrive
  const paints = await page.evaluate(
    () => (window as unknown as { __paints: { fcp: number; lcp: number } }).__paints,
  );
  await page.close();
  return { fcp: paints.fcp, lcp: paints.lcp, ready: readyMs, kB: bytes / 1000 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const { app, baseUrl } = await startGateway();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

const lines = [
  '| profile | screen | FCP ms | LCP ms | content ready ms | kB transferred |',
  '| --- | --- | ---: | ---: | ---: | ---: |',
];
try {
  for (const profile of profiles) {
    const context = await browser.newContext({
      viewport: profile.viewport,
      deviceScaleFactor: profile.deviceScaleFactor,
      baseURL: baseUrl,
    });
    await context.addInitScript(observePaints);
    const screens = [
      {
        name: 'login',
        url: '/auth/login',
        ready: (page: Page) => page.getByRole('button', { name: 'Sign in' }).waitFor(),
      },
      {
        name: 'dashboard (signed in)',
        url: '/',
        ready: (page: Page) =>
          page.getByRole('region', { name: 'Referral turnover', exact: true }).getByText(/€/).waitFor(),
      },
    ];
    for (const screen of screens) {
      if (screen.name.startsWith('dashboard')) {
        // Sign in once, unthrottled: the tokens stay in this context's localStorage.
        const page = await context.newPage();
        await page.goto('/auth/login');
        await page.getByLabel('Username').fill(DEMO_SIGN_IN.username);
        await page.getByLabel('Password', { exact: true }).fill(DEMO_SIGN_IN.password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
        await page.close();
      }
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run++)
        loads.push(await coldLoad(context, profile, screen.url, screen.ready));
      const m = (key: keyof Load) => Math.round(median(loads.map((load) => load[key])));
      lines.push(
        `| ${profile.name} | ${screen.name} | ${m('fcp')} | ${m('lcp')} | ${m('ready')} | ${m('kB')} |`,
      );
      console.log(
        `  ${profile.name}, ${screen.name}: ${loads.map((load) => `${Math.round(load.ready)} ms`).join(', ')}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
}
console.log(`\nCold loads of the built portal (median of ${RUNS}):\n\n${lines.join('\n')}`);
