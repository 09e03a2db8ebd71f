import { z } from 'zod';
import { MESSAGES } from './messages';

/** A path id: anything but a UUID is answered as not found, like another organiser's id. */
export const ZIdParams = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });

/** `{ result: true }`: the answer of an action with nothing else to say. */
export const ZResultResponse = z.object({ result: z.boolean() });
