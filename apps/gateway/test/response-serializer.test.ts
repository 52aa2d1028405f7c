import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSerializerCompiler } from '../src/http/response-serializer.ts';

const schema = z.object({
  data: z.object({
    id: z.number().int(),
    email: z.string(),
    lastLoginAt: z.string().nullable(),
    tags: z.record(z.string(), z.string()),
  }),
});
const route = { schema, method: 'GET', url: '/api/v1/example', httpStatus: '200' };

describe('response serializer', () => {
  it('writes only what the contract declares, so a stray column never reaches a client', () => {
    const write = contractSerializerCompiler({ checkAgainstContract: false })(route);
    const body = write({
      data: {
        id: 7,
        email: 'demo@example.com',
        lastLoginAt: null,
        tags: { a: 'b' },
        password_hash: '$argon2id$secret',
      },
    });
    expect(JSON.parse(body)).toEqual({
      data: { id: 7, email: 'demo@example.com', lastLoginAt: null, tags: { a: 'b' } },
    });
    expect(body).not.toContain('argon2id');
  });

  it('refuses a response that breaks the contract when the suite checks responses', () => {
    const write = contractSerializerCompiler({ checkAgainstContract: true })(route);
    expect(() =>
      write({ data: { id: 'seven', email: 'demo@example.com', lastLoginAt: null, tags: {} } }),
    ).toThrow(/breaks the contract/);
  });
});
