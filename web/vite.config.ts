import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The web app: built into web/dist, which the service serves at `/` (src/modules/web). */
export default defineConfig({
  root,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Route screens are lazy chunks; the grid and charts stay out of the first download.
    chunkSizeWarningLimit: 1500,
  },
  server: {
    // `npm run dev` in web/ proxies the API to a service started with `npm run dev` (PORT 8080).
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
