import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config.ts';
import { openApiTransform } from './openapi-transform.ts';
import { docsContentSecurityPolicy } from './security-headers.ts';

/** OpenAPI generated from the contract's zod schemas; the API reference page at /docs. */
export async function registerSwagger(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Goldline Partners affiliate API',
        description:
          'The API gateway of the affiliate back-office portal. Errors are `{ message, code?, errors? }`; code 20102 means the session expired.',
        version: '1.0.0',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          memberToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A signed-in affiliate access token (15 minutes).',
          },
          personalToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              "An affiliate's personal API token (`gpat_…`, created in the portal's Integrations), for their own tools: " +
              'it opens only the endpoints of its scopes (`reports:read`: the reports and their CSV; `players:read`: the players list and its export), ' +
              'never money, settings, security or sessions (403), and each token has its own rate limit (120 requests a minute). For example:\n\n' +
              '```\ncurl -H "Authorization: Bearer $GOLDLINE_TOKEN" \\\n  "' +
              config.publicUrl +
              '/api/v1/affiliate/$AFFILIATE_ID/reports?group=sub1&from=2026-11-01&to=2026-11-30"\n```\n\n' +
              'Your affiliate id is in the address of the portal’s Integrations page. Add `/export` after `reports` for CSV.',
          },
          portalClientToken: {
            type: 'http',
            scheme: 'bearer',
            description: 'The public portal client token (signed-out endpoints only).',
          },
          operatorToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              "A machine's static operator token (the feed, the CLI on the server); admitted on every operator endpoint, never sent by a browser.",
          },
          operatorConsoleToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              "An operator console access token (15 minutes, audience operator-console): admitted where the endpoint's roles include the operator's.",
          },
        },
      },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false },
    uiHooks: {
      // Runs after helmet's global headers, so this looser policy replaces the strict one on /docs only.
      preHandler: (_request, reply, done) => {
        reply.header('content-security-policy', docsContentSecurityPolicy);
        done();
      },
    },
  });
}
