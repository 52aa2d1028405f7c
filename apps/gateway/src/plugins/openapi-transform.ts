import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;

interface MediaBody {
  content: Record<string, { schema: unknown; description?: string }>;
}

function isMediaBody(body: unknown): body is MediaBody {
  return typeof body === 'object' && body !== null && 'content' in body;
}

/**
 * The contract's zod schemas as OpenAPI, as fastify-type-provider-zod writes them; and a body with a
 * schema per media type (an endpoint that also takes a CSV file, `Endpoint.accepts`) as alternative
 * request bodies: the JSON one converted from its zod schema, the file as a string of its media type
 * with the contract's words for it.
 */
export function openApiTransform(document: TransformInput): TransformOutput {
  const body: unknown = document.schema?.body;
  if (!isMediaBody(body)) return jsonSchemaTransform(document);
  const { body: _body, ...rest } = document.schema;
  const transformed = jsonSchemaTransform({ ...document, schema: rest });
  const content: Record<string, { schema: unknown }> = {};
  for (const [mediaType, { schema, description }] of Object.entries(body.content)) {
    // text/plain is only validated like JSON (contract-route.ts), not a body the API offers.
    if (mediaType === 'text/plain') continue;
    content[mediaType] =
      mediaType === 'application/json'
        ? {
            schema: (
              jsonSchemaTransform({ ...document, schema: { body: schema } }).schema as { body: unknown }
            ).body,
          }
        : { schema: { type: 'string', ...(description && { description }) } };
  }
  return { ...transformed, schema: { ...transformed.schema, body: { content } } };
}
