import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { api } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApplicationEndpoint } from '../../config/app-config.ts';
import { tooManyRequests } from '../../http/api-error.ts';
import { contractRoute, type ContractRouteOptions } from '../../http/contract-route.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { newChallenge } from './challenge.ts';
import { confirmRegistration } from './confirmation.ts';
import { answerQuestion, openQuestion } from './question-answers.ts';
import { register, type MailAllowance } from './registration.ts';

/**
 * The public side of applying to the program (issue 38): the proof-of-work challenge, the form, the
 * email's confirmation, and a manager's question with its answer. No sign-in: each endpoint is limited
 * per address and per network (config.rateLimits.applications), and the form's mails per recipient.
 */

/** Groups of an IPv6 address, eight, each as hex without leading zeros (an IPv4 tail as two groups). */
function ipv6Groups(address: string): string[] {
  let text = address.split('%')[0]!;
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.map((group) => parseInt(group, 16).toString(16));
}

/**
 * The network an address belongs to, as the limits count it: the /24 of an IPv4 address (an IPv4 one
 * mapped into IPv6 too), the /48 of an IPv6 one — what one subscriber or one host's machines share.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address;
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(plain)) return `${ipv6Groups(plain).slice(0, 3).join(':')}::/48`;
  return plain;
}

/**
 * An endpoint's two limits: per address by the route's own limit (before anything else runs), per network
 * by a second counter once the request is read.
 */
function addressAndNetworkLimits(app: FastifyInstance, endpoint: ApplicationEndpoint): ContractRouteOptions {
  const { rateLimits } = app.ctx.config;
  const limit = rateLimits.applications[endpoint];
  const network = app.createRateLimit({
    max: limit.perNetwork,
    timeWindow: rateLimits.applicationWindowMs,
    keyGenerator: (request) => `application-${endpoint}-network:${networkOf(request.ip)}`,
  });
  return {
    rateLimit: { max: limit.perAddress, timeWindow: rateLimits.applicationWindowMs },
    preHandler: [
      async (request) => {
        const counted = await network(request);
        if (!counted.isAllowed && counted.isExceeded)
          throw tooManyRequests(Math.max(1, counted.ttlInSeconds));
      },
    ],
  };
}

/**
 * The form's mails per recipient, counted where the rate limits count (Redis when set, so every gateway
 * shares them): the address is kept there only as a keyed hash.
 */
function mailAllowances(app: FastifyInstance): (request: FastifyRequest) => MailAllowance {
  const { config } = app.ctx;
  const recipients = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max: config.rateLimits.applicationMailsPerRecipient,
    timeWindow: config.rateLimits.applicationMailWindowMs,
    keyGenerator: (request) => `application-mail:${recipients.get(request) ?? ''}`,
  });
  return (request) => async (email) => {
    recipients.set(
      request,
      createHmac('sha256', config.jwtSecret)
        .update(`application-mail:${email.trim().toLowerCase()}`)
        .digest('hex'),
    );
    const counted = await check(request);
    return counted.isAllowed || !counted.isExceeded;
  };
}

export function registerApplicationPublicRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const { applications } = api;
  const mayMail = mailAllowances(app);

  contractRoute(
    app,
    applications.registrationChallenge,
    async (_request, reply) => {
      // Each challenge is good once: no cache may hand the same one to two visitors.
      void reply.header('cache-control', 'no-store');
      return { data: { ...(await newChallenge(ctx)) } };
    },
    addressAndNetworkLimits(app, 'challenge'),
  );

  contractRoute(
    app,
    applications.register,
    async (request) => ({
      data: await register(
        ctx,
        request.body,
        { ip: request.ip, language: request.body.language ?? requestLanguage(request) },
        mayMail(request),
      ),
    }),
    addressAndNetworkLimits(app, 'register'),
  );

  contractRoute(
    app,
    applications.confirmRegistration,
    async (request) => ({ data: await confirmRegistration(ctx, request.body) }),
    addressAndNetworkLimits(app, 'confirm'),
  );

  contractRoute(
    app,
    applications.applicationQuestionText,
    async (request) => ({ data: await openQuestion(ctx, request.body.token) }),
    addressAndNetworkLimits(app, 'question'),
  );

  contractRoute(
    app,
    applications.answerApplicationQuestion,
    async (request) => {
      await answerQuestion(ctx, request.body.token, request.body.answer);
      return { data: { answered: true as const } };
    },
    addressAndNetworkLimits(app, 'answer'),
  );
}
