// The server renders pages with React (apps/web's dist/server). Without NODE_ENV, React loads its development build,
// which renders a page 3 to 10 times slower. Imported first by server.ts, before anything can load React; a
// deployment that sets NODE_ENV keeps its value, and tests (Vitest sets NODE_ENV=test) never import this.
process.env.NODE_ENV ??= 'production';
