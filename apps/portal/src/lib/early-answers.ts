/**
 * Answers public/signed-in-preload.js asked for with the page, before the portal's code arrived: the
 * signed-in user, which the layout waits for behind 'Please stand by' (issue 40). Without it that call
 * left only once the chunks had downloaded and run, one more round trip before any screen. The script
 * keeps each on `window.__portalEarlyAnswers` by its address, with the bearer it was sent with; the
 * transport takes one instead of calling again when the address and the bearer are the same and it is
 * fresh, once.
 */
interface EarlyAnswer {
  token: string;
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __portalEarlyAnswers?: Record<string, EarlyAnswer | undefined>;
    /**
     * Set by the entry (main.tsx) as it starts: a cached entry may run before the async script, and then
     * asks for the user itself, so the script, running later, no longer asks.
     */
    __portalStarted?: boolean;
  }
}

/** An early answer is for the page's first screen: one asked longer ago is left to the usual call. */
export const EARLY_ANSWER_MAX_AGE_MS = 10_000;

/** The answer asked early for a GET of `url` with this bearer, taken (never handed out twice). */
export function takeEarlyAnswer(
  url: string,
  token: string | null,
  now = Date.now(),
): Promise<Response> | undefined {
  if (typeof window === 'undefined' || !token) return undefined;
  const answers = window.__portalEarlyAnswers;
  const early = answers?.[url];
  if (!answers || !early) return undefined;
  delete answers[url];
  if (early.token !== token || now - early.at > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return early.response;
}
