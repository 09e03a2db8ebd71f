import fs from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';

const SCRIPT_TEMPLATE = fs.readFileSync(new URL('./embed-script.js', import.meta.url), 'utf8');

/** The embed script with Usher's origin written in: it frames only pages of that origin and hears only them. */
export const embedScript = (publicUrl: string) =>
  SCRIPT_TEMPLATE.replace('__USHER_ORIGIN__', new URL(publicUrl).origin);

/**
 * `GET /embed.js` (issue 29 §3): the script an organiser's website loads to show Usher's pages. Asked again
 * after five minutes, so a new release reaches every site within that.
 */
export const embedScriptRoutes: FastifyPluginAsync = async (app) => {
  app.get('/embed.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(embedScript(app.config.publicUrl)),
  );
};
