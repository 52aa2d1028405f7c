/**
 * The WHATWG URL parser that browsers and Node share, typed here because the contract compiles against
 * neither environment's library: only the parts the contract reads.
 */
export interface ParsedUrl {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  origin: string;
  pathname: string;
}

const UrlParser = (globalThis as unknown as { URL: new (text: string) => ParsedUrl }).URL;

/** `text` parsed as an absolute URL, or null when it is none. */
export function parseUrl(text: string): ParsedUrl | null {
  try {
    return new UrlParser(text);
  } catch {
    return null;
  }
}
