// The limit for the public page: a bare Fastify answering a small JSON on the same Node, in its own process
// like the app (`node --import tsx bench/lib/hello-server.ts`, PORT from the environment).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
