import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // The workspace libraries are TypeScript sources: compiled into the server bundle, not required at run time.
  ssr: { noExternal: [/^@art\//] },
  esbuild: { jsx: 'automatic', jsxImportSource: '@emotion/react' },
  server: { port: 4300 },
});
