import { firstSupportedLanguage } from '@affiliate/contract';
import type { Language } from './translate.ts';
import { acceptedTags } from './visitor-language.ts';

/**
 * The language the gateway answers an API request in (issue 37): its messages, errors and sentences.
 * The portal asks in the language it shows, the console in English; an integration that sends no
 * Accept-Language (a tracker's script with an API token) gets English, the contract's words, whatever
 * the affiliate's stored preference, so what it parses never changes under it.
 */
export function requestLanguage(request: {
  headers: { 'accept-language'?: string | string[] | undefined };
}): Language {
  return firstSupportedLanguage(acceptedTags(request.headers['accept-language'])) ?? 'en';
}
