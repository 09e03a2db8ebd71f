import { z } from 'zod';

export const ZHealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** The database can not be reached: the app runs and serves again by itself once it is back. */
export const ZHealthUnavailableResponse = z.object({
  status: z.literal('unavailable'),
  database: z.enum(['pglite', 'postgres']),
  message: z.string(),
});
