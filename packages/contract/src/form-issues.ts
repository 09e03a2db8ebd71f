import type { z } from 'zod';

/** The first message a request schema gave for each of a form's fields: a form shows one message per field. */
export function firstMessagePerField<F extends string>(
  result: z.ZodSafeParseResult<unknown>,
  fields: readonly F[],
): Map<F, string> {
  const messages = new Map<F, string>();
  for (const issue of result.success ? [] : result.error.issues) {
    const field = issue.path[0] as F;
    if (fields.includes(field) && !messages.has(field)) messages.set(field, issue.message);
  }
  return messages;
}

/** Puts each message on its field (a dotted path such as `address.city`) of the form being checked. */
export function addFieldIssues(ctx: z.RefinementCtx, messages: Iterable<readonly [string, string]>): void {
  for (const [path, message] of messages) ctx.addIssue({ code: 'custom', path: path.split('.'), message });
}
