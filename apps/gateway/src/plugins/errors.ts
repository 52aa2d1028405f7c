import { errorCodes, fieldNotValid, type ErrorBody } from '@affiliate/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/app-config.ts';
import { ApiError } from '../http/api-error.ts';
import { DatabaseUnavailableError } from '../db/database.ts';
import { errorBodyIn, messageIn } from '../i18n/api-error-language.ts';
import { requestLanguage } from '../i18n/request-language.ts';
import { translate, type Language } from '../i18n/translate.ts';
import type { AllowedMethods } from './method-not-allowed.ts';

type Fallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

type Catalogs = Pick<AppConfig, 'portalDist' | 'portalLocales'>;

function humanFieldName(field: string): string {
  const words = field.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The specification's generic message for a missing field ('{Field} is not valid.'), in a language: the
 * field's name as the portal's catalog words it where it has that label ("Current password"), else as
 * the request names it.
 */
function missingField(field: string, language: Language, catalogs: Catalogs): string {
  if (language === 'en') return fieldNotValid(humanFieldName(field));
  return translate(language, 'error.fieldNotValid', {
    field: messageIn(humanFieldName(field), language, catalogs),
  });
}

/** Zod issues -> `{ field: [messages] }` keyed by the request's own field names. */
function fieldErrors(
  error: {
    validation: Array<{
      instancePath: string;
      message?: string;
      keyword: string;
      params: Record<string, unknown>;
    }>;
  },
  context: string | undefined,
  language: Language,
  catalogs: Catalogs,
) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation) {
    const field =
      issue.instancePath.replace(/^\//, '').replace(/\//g, '.') ||
      (context === 'body' ? 'body' : (context ?? 'request'));
    // A missing field gets the specification's generic message rather than zod's type jargon; the
    // contract's own messages are the portal's texts, in its catalogs (i18n/portal-catalog.ts).
    const missing = issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '');
    const message = missing
      ? missingField(field, language, catalogs)
      : messageIn(issue.message ?? 'Invalid value.', language, catalogs);
    (errors[field] ??= []).push(message);
  }
  return errors;
}

/**
 * An error body of the handler's own, its English message in the request's language (the gateway's
 * messages; the portal's too where its catalogs are at hand, not where the router refuses a request).
 */
function inLanguage(body: ErrorBody, request: FastifyRequest, catalogs?: Catalogs): ErrorBody {
  return errorBodyIn(body, requestLanguage(request), catalogs);
}

function clientError(status: number): ErrorBody {
  switch (status) {
    case 413:
      return { message: 'The request body is too large.', code: errorCodes.payloadTooLarge };
    case 415:
      return {
        message: 'Unsupported content type: send application/json.',
        code: errorCodes.malformedRequest,
      };
    case 404:
      return { message: 'Not found.', code: errorCodes.notFound };
    default:
      return { message: 'Malformed request.', code: errorCodes.malformedRequest };
  }
}

/**
 * The one place errors become responses: always the contract's `{ message, code?, errors? }`, never
 * a stack trace or an internal message on a 5xx.
 *
 * Registered before any route or plugin. A route keeps the error handler in force when its plugin
 * context is loaded, so a handler set after an awaited `register` (the static portal) never reached
 * the routes before it: their errors fell to Fastify's default handler, whose `code` string the
 * contract's error schema cannot serialise, and every validation error answered 500.
 */
export function registerErrorHandler(app: FastifyInstance, catalogs: Catalogs): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof ApiError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send(errorBodyIn(error.toBody(), language, catalogs, error.texts));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error, error.validationContext, language, catalogs);
      const first =
        Object.values(errors)[0]?.[0] ?? messageIn('The given data was invalid.', language, catalogs);
      return reply.code(422).send({ message: first, code: errorCodes.validationFailed, errors });
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.error({ err: error.cause }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send(
          inLanguage(
            {
              message: 'The service is temporarily unavailable. Please try again shortly.',
              code: errorCodes.unavailable,
            },
            request,
            catalogs,
          ),
        );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        error instanceof SyntaxError ||
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
      ) {
        return reply
          .code(400)
          .send(
            inLanguage(
              { message: 'The request body is not valid JSON.', code: errorCodes.malformedRequest },
              request,
              catalogs,
            ),
          );
      }
      return reply.code(status).send(inLanguage(clientError(status), request, catalogs));
    }
    // Includes response-schema violations (FST_ERR_RESPONSE_SERIALIZATION): a bug on our side.
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(inLanguage({ message: 'Internal server error.', code: errorCodes.internal }, request, catalogs));
  });
}

/**
 * What the router refuses before any route or hook runs (a path segment that is not valid
 * percent-encoding, a path parameter over its 100 characters): the contract's error body too, never
 * Fastify's own (which names its internal error code).
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void reply
    .code(status)
    .send(
      inLanguage(
        status === 414
          ? { message: 'The address is too long.', code: errorCodes.malformedRequest }
          : clientError(status),
        request,
      ),
    );
}

/**
 * Unknown routes: the portal's client-side routes get index.html, a known path asked with another
 * method a 405 naming the methods it takes, everything else the contract's 404.
 */
export function registerNotFoundHandler(
  app: FastifyInstance,
  notFoundFallback?: Fallback,
  allowedMethods?: AllowedMethods,
): void {
  app.setNotFoundHandler(async (request, reply) => {
    if (notFoundFallback && (await notFoundFallback(request, reply))) return reply;
    const allowed = allowedMethods?.(request.url) ?? [];
    if (allowed.length > 0) {
      const methods = allowed.join(', ');
      return reply
        .code(405)
        .header('allow', methods)
        .send({
          message: translate(requestLanguage(request), 'error.methodNotAllowed', { methods }),
          code: errorCodes.methodNotAllowed,
        });
    }
    return reply.code(404).send(inLanguage(clientError(404), request));
  });
}
