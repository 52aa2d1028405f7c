import { z } from 'zod';

/** The contract's error body: `{ message, code?, errors? }`. */
export const errorBody = z.object({
  message: z.string(),
  code: z.number().int().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export { errorCodes, type ErrorCode } from './error-codes.ts';
