import type { ContactCategory } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { SignedIn } from './helpers.ts';

/** The affiliate writes to support from the contact page; answers the new ticket's number. */
export async function writeToSupport(
  app: FastifyInstance,
  session: SignedIn,
  subject: string,
  message: string,
  category: ContactCategory = 'payments',
): Promise<number> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/affiliate/contact-us',
    headers: session.headers,
    payload: { subject, category, message },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}
