import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies beside each built script and stylesheet, served by the API as they are (no
    // compressing per request). index.html is left out: the API serves it itself, with per-page headers.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.html$/], threshold: 1024 }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
      '/s': 'http://localhost:3000',
    },
  },
  build: { outDir: 'dist', sourcemap: false },
});
