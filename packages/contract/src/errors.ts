import { z } from 'zod';

/** The one error shape every endpoint answers with: a message plus field messages. */
export const ZErrorResponse = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
