import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The server renderers as ES modules for Node: the landing pages' (src/public-server.tsx) and the signed-in
 * events list's (src/dashboard-server.tsx), written beside the browser's build into dist/server (the API loads
 * them from there and never serves that folder). npm packages stay
 * outside it, read from node_modules as the API's own are; stylesheets are the browser build's.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/server',
    sourcemap: false,
    rolldownOptions: {
      input: { 'public-server': 'src/public-server.tsx', 'dashboard-server': 'src/dashboard-server.tsx' },
      output: { entryFileNames: '[name].js' },
    },
  },
});
