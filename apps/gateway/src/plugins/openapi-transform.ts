import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { FILE_BODY_SCHEMA_KEY } from '../http/contract-route.ts';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;

interface FileBodyNote {
  mediaType: string;
  description: string;
}

/**
 * The contract's zod schemas as OpenAPI, as fastify-type-provider-zod writes them; and, for an endpoint
 * that also takes a file (`Endpoint.accepts`, noted by contract-route.ts), the file as an alternative
 * request body: the JSON body as ever, the file as a string of its media type with the contract's words.
 */
export function openApiTransform(document: TransformInput): TransformOutput {
  const schema = document.schema as (TransformInput['schema'] & Record<string, unknown>) | undefined;
  const note = schema?.[FILE_BODY_SCHEMA_KEY] as FileBodyNote | undefined;
  if (!schema || !note) return jsonSchemaTransform(document);
  const { [FILE_BODY_SCHEMA_KEY]: _note, ...rest } = schema;
  const transformed = jsonSchemaTransform({ ...document, schema: rest });
  const json = (transformed.schema as { body?: unknown }).body;
  return {
    ...transformed,
    schema: {
      ...transformed.schema,
      body: {
        content: {
          'application/json': { schema: json },
          [note.mediaType]: { schema: { type: 'string', description: note.description } },
        },
      },
    },
  };
}
