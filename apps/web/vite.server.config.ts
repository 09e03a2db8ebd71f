import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The landing pages' server renderer (src/public-server.tsx) as an ES module for Node, written beside the
 * browser's build into dist/server (the API loads it from there and never serves that folder). npm packages stay
 * outside it, read from node_modules as the API's own are; stylesheets are the browser build's.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: 'src/public-server.tsx',
    outDir: 'dist/server',
    sourcemap: false,
    rolldownOptions: { output: { entryFileNames: 'public-server.js' } },
  },
});
