import { zodResolver } from '@hookform/resolvers/zod';
import { contractMessageInLanguage } from './i18n/contract-message';

/** Every `message` of a form's errors (nested by field, a field's `types` too), in the shown language; DOM refs left alone. */
function inLanguage(errors: unknown): unknown {
  if (typeof errors !== 'object' || errors === null || errors instanceof Element) return errors;
  if (Array.isArray(errors)) return errors.map(inLanguage);
  return Object.fromEntries(
    Object.entries(errors).map(([key, value]) => [
      key,
      key === 'ref'
        ? value
        : typeof value === 'string' && (key === 'message' || key !== 'type')
          ? contractMessageInLanguage(value)
          : inLanguage(value),
    ]),
  );
}

/**
 * react-hook-form's zod resolver with the contract's messages in the shown language (issue 37): the
 * schemas are the contract's, which speaks English, so each error's message is looked up in the
 * catalogs when the form validates. Every affiliate form validates through this, not `zodResolver`
 * (eslint.config.js says so).
 */
export const formResolver = ((...args: Parameters<typeof zodResolver>) => {
  const resolve = zodResolver(...args);
  return async (...call: Parameters<typeof resolve>) => {
    const result = await resolve(...call);
    return { ...result, errors: inLanguage(result.errors) };
  };
}) as typeof zodResolver;
