import { closestLanguage, firstSupportedLanguage } from '@affiliate/contract';
import type { Language } from './translate.ts';

/** What a page needs of the request to choose its language. */
export interface PageRequest {
  url: string;
  headers: { 'accept-language'?: string | string[] | undefined };
}

/** The `?lang=` the address asks for, when one of ours is close to it (`pt` reads pt-BR); else null. */
export function askedLanguage(request: Pick<PageRequest, 'url'>): Language | null {
  const asked = new URL(request.url, 'http://page').searchParams.get('lang');
  return asked ? closestLanguage(asked) : null;
}

/**
 * The tags of an Accept-Language header, most preferred first: by their `q` (1 when absent), in the
 * header's order among equals; `*` and `q=0` (not wanted) left out.
 */
export function acceptedTags(header: string | string[] | undefined): string[] {
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry, order) => {
      const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
      const q = params.find((param) => /^q=/i.test(param));
      return { tag, order, weight: q ? Number(q.slice(2)) : 1 };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0);
  return entries.sort((a, b) => b.weight - a.weight || a.order - b.order).map(({ tag }) => tag);
}

/**
 * The language of a page the gateway shows a person (the identity check's sandbox pages, the demo
 * landing page): the address's `?lang=` when it names one of ours, else the affiliate's stored
 * language where the page knows the affiliate, else the browser's Accept-Language, else English.
 */
export function visitorLanguage(request: PageRequest, stored: Language | null = null): Language {
  return (
    askedLanguage(request) ??
    stored ??
    firstSupportedLanguage(acceptedTags(request.headers['accept-language'])) ??
    'en'
  );
}
