import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/app-config.ts';
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
          memberToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A signed-in affiliate access token (15 minutes).' },
          portalClientToken: { type: 'http', scheme: 'bearer', description: 'The public portal client token (signed-out endpoints only).' },
          operatorToken: { type: 'http', scheme: 'bearer', description: "A machine's static operator token (the feed, the CLI on the server); admitted on every operator endpoint, never sent by a browser." },
          operatorConsoleToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "An operator console access token (15 minutes, audience operator-console): admitted where the endpoint's roles include the operator's.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
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
