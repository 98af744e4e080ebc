/**
 * The back office's Vite build and development server. In development `/api/*` is proxied to the API (`API_URL`) so the
 * browser talks to one origin and the API's HttpOnly `o_token` cookie is first-party; in production `server.ts` does
 * the same in front of the built files.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const port = Number(process.env['BACKOFFICE_PORT'] ?? 4400);
const apiUrl = process.env['API_URL'] ?? 'http://localhost:3333';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  server: {
    port,
    strictPort: true,
    proxy: { '/api': { target: apiUrl, changeOrigin: false, xfwd: true } },
  },
  build: {
    outDir: 'build',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 2500,
    rollupOptions: {
      // MUI's "use client" directives mean nothing in a browser bundle; say nothing about them.
      onwarn(warning, warn) {
        if (['MODULE_LEVEL_DIRECTIVE', 'SOURCEMAP_ERROR', 'INVALID_ANNOTATION'].includes(warning.code ?? '')) return;
        warn(warning);
      },
      output: {
        // react-admin and MUI change less often than the app: their own long-cached chunk.
        manualChunks: (id) => (id.includes('node_modules') ? 'vendor' : undefined),
      },
    },
  },
});
