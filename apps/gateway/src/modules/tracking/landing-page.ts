import { escapeHtml } from '../../http/html-escape.ts';
import { htmlText } from '../../http/html-text.ts';
import type { GatewayText, Language } from '../../i18n/translate.ts';

/**
 * The demo landing page ("Goldline Casino, demo landing"): where the tracking redirect sends players
 * when no LANDING_URL is configured, so a link can be clicked through end to end on one machine. It
 * shows the partner code the visit carries. No script (the CSP allows none); the inline style is
 * allowed by the CSP's style-src. Written in the visitor's language (issue 37): a player, whose browser
 * (or the link's `?lang=`) says which; the partner's own language is not the player's.
 */

const style = `
  :root { --gold: #FBCC04; --navy: #0B1B3A; --navy-2: #132a55; --ink: #F5F7FB; --muted: #AEB9D0; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink);
         background: radial-gradient(1200px 600px at 80% -10%, #1d3a73 0%, transparent 60%), var(--navy); display: flex; flex-direction: column; }
  header { display: flex; align-items: center; gap: .75rem; padding: 1.25rem clamp(1rem, 5vw, 3rem); }
  .coin { flex: none; width: 2.25rem; height: 2.25rem; border-radius: 50%; background: radial-gradient(circle at 35% 30%, #fff3b0, var(--gold) 55%, #c99a00);
          box-shadow: 0 0 0 3px rgba(251, 204, 4, .25); display: grid; place-items: center; color: var(--navy); font-weight: 800; }
  .brand { font-size: 1.25rem; font-weight: 700; letter-spacing: .02em; white-space: nowrap; }
  .brand span { color: var(--gold); }
  .tag { margin-left: auto; font-size: .75rem; text-transform: uppercase; letter-spacing: .12em; color: var(--navy); background: var(--gold);
         padding: .3rem .6rem; border-radius: 999px; font-weight: 700; white-space: nowrap; }
  main { flex: 1; display: grid; place-items: center; padding: 2rem clamp(1rem, 5vw, 3rem); }
  .card { width: min(40rem, 100%); text-align: center; }
  h1 { font-size: clamp(2rem, 6vw, 3.25rem); line-height: 1.1; margin: 0 0 1rem; }
  h1 span { color: var(--gold); white-space: nowrap; }
  p { color: var(--muted); font-size: 1.05rem; line-height: 1.6; margin: 0 0 1.5rem; }
  .partner { margin: 2rem auto; padding: 1.25rem 1.5rem; border-radius: 1rem; background: var(--navy-2); border: 1px solid rgba(251, 204, 4, .35); text-align: left; }
  .partner dt { font-size: .8rem; text-transform: uppercase; letter-spacing: .1em; color: var(--muted); }
  .partner dd { margin: .25rem 0 .9rem; font-size: 1.35rem; font-weight: 700; color: var(--gold); overflow-wrap: anywhere; }
  .partner dd:last-child { margin-bottom: 0; }
  .partner .none { color: var(--ink); font-size: 1rem; font-weight: 400; }
  .page strong { color: var(--gold); overflow-wrap: anywhere; }
  .cta { display: inline-block; background: var(--gold); color: var(--navy); font-weight: 800; text-decoration: none; padding: .9rem 2rem;
         border-radius: .75rem; box-shadow: 0 10px 30px rgba(251, 204, 4, .25); }
  .cta:focus-visible { outline: 3px solid #fff; outline-offset: 3px; }
  @media (max-width: 420px) { .brand { font-size: 1.05rem; } .tag { letter-spacing: .06em; padding: .25rem .5rem; } }
  footer { padding: 1.25rem; text-align: center; font-size: .8rem; color: var(--muted); border-top: 1px solid rgba(255, 255, 255, .08); }
`;

/**
 * The casino's gold coin, in the page itself (a data: address, which the CSP's img-src allows): the
 * landing stands for the brand's own site, so it asks the gateway for no icon of the partner portal's.
 */
const coinIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#FBCC04" stroke="#c99a00" stroke-width="2"/><path d="M21 11.5a7 7 0 1 0 0 9V16h-5" fill="none" stroke="#0B1B3A" stroke-width="3" stroke-linecap="round"/></svg>',
)}`;

/** `page`: the path under /landing a deep link led to (`sports/final`), null for the landing page itself. */
export function demoLandingPage(visit: {
  page: string | null;
  code: string | null;
  clickId: string | null;
  subId: string | null;
  language: Language;
}): string {
  const t = (key: GatewayText, markup?: Record<string, string>) => htmlText(visit.language, key, {}, markup);
  const partner = visit.code
    ? `<dl class="partner" aria-label="${t('landing.your_partner')}">
        <dt>${t('landing.partner_code')}</dt><dd>${escapeHtml(visit.code)}</dd>
        ${visit.subId ? `<dt>${t('landing.placement')}</dt><dd>${escapeHtml(visit.subId)}</dd>` : ''}
        ${visit.clickId ? `<dt>${t('landing.click_id')}</dt><dd>${escapeHtml(visit.clickId)}</dd>` : ''}
      </dl>`
    : `<dl class="partner" aria-label="${t('landing.your_partner')}"><dt>${t('landing.partner_code')}</dt><dd class="none">${t('landing.no_partner')}</dd></dl>`;
  return `<!doctype html>
<html lang="${visit.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('landing.title')}</title>
<link rel="icon" type="image/svg+xml" href="${coinIcon}">
<style>${style}</style>
</head>
<body>
<header><div class="coin" aria-hidden="true">G</div><div class="brand">Goldline <span>Casino</span></div><div class="tag">${t('landing.tag')}</div></header>
<main>
  <div class="card">
    <h1>${t('landing.welcome', { casino: '<span>Goldline Casino</span>' })}</h1>
    ${visit.page ? `<p class="page">${t('landing.page', { page: `<strong>${escapeHtml(visit.page)}</strong>` })}</p>` : ''}
    <p>${t('landing.intro')}</p>
    ${partner}
    <a class="cta" href="/">${t('landing.cta')}</a>
  </div>
</main>
<footer>${t('landing.footer')}</footer>
</body>
</html>
`;
}
