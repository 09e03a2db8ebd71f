import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { dashboardPages } from './build/dashboard-pages-plugin.ts';
import { entryPreloads } from './build/entry-preloads-plugin.ts';
import { publicPages } from './build/public-pages-plugin.ts';
import { serviceWorker } from './build/service-worker-plugin.ts';
import { devServerOptions } from './src/lib/dev-proxy.ts';

export default defineConfig({
  plugins: [
    react(),
    // Which chunk each public page opens, for the server to preload it with the page.
    publicPages(),
    // Which chunks the dashboard's home opens, for the server to preload them in a signed-in page.
    dashboardPages(),
    // The dashboard's start, which the entry imports after the first paint, listed in index.html.
    entryPreloads(),
    // Brotli and gzip copies beside each built script and stylesheet, served by the API as they are (no
    // compressing per request). index.html is left out: the API serves it itself, with per-page headers.
    serviceWorker(),
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/], threshold: 1024 }),
  ],
  // `npm run dev` starts the API with the same environment: the proxy follows its PORT and HOST.
  server: devServerOptions(process.env),
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Two pages: the dashboard (index.html) and the customer's public pages (public.html), each with its own
    // entry, so a shared link never downloads the dashboard's code.
    rolldownOptions: {
      input: { index: 'index.html', public: 'public.html' },
      // Shared chunks under 40 KB are copied into the chunks that use them rather than fetched on their own:
      // a phone on 4G fetches about ten files for a public page instead of seventy small ones.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 40 * 1024 },
          // The rich text editor's engine in a chunk of its own, fetched beside the editor's (together they were
          // one of 523 kB, over Vite's 500 kB warning) and cached until the library changes, not at every build.
          groups: [{ name: 'prosemirror', test: /[\\/]node_modules[\\/](prosemirror-|@tiptap[\\/]pm[\\/])/ }],
        },
      },
    },
  },
});
