import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * A list opened by its address (/views/…, e.g. a bookmark) needs the grid's chunk (AG Grid, the largest): index.html
 * asks for it beside the app's own scripts instead of once the app has started and matched the route. Every
 * other address (the login screen first of all) loads only the first download.
 */
function preloadGridForListUrls(): Plugin {
  return {
    name: 'supplyline-preload-grid-for-list-urls',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return html;
        const grid = Object.values(bundle).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/grid/GridScreen.tsx'),
        );
        if (!grid) throw new Error('no chunk for grid/GridScreen.tsx: the list preload would be empty');
        const initial = staticClosure(bundle, entry.fileName);
        const files = [...staticClosure(bundle, grid.fileName)].filter((file) => !initial.has(file));
        const hrefs = JSON.stringify(files.map((file) => `/${file}`));
        const script = `<script>if(location.pathname.startsWith('/views/'))for(const h of ${hrefs}){const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;document.head.appendChild(l)}</script>`;
        // Before the entry script and the stylesheet (an inline script waits for stylesheets above it).
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('index.html has no module script to put the list preload before');
        return `${html.slice(0, at)}${script}\n    ${html.slice(at)}`;
      },
    },
  };
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every script, stylesheet and index.html of the build: the service
 * sends them to a browser that accepts the encoding (@fastify/static `preCompressed`), compressed once here at
 * the best level instead of never (or on every request).
 */
function precompress(): Plugin {
  return {
    name: 'supplyline-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? join(root, 'dist');
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html)$/.test(fileName)) continue;
        const path = join(dir, fileName);
        const body = readFileSync(path);
        const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        const gz = gzipSync(body, { level: 9 });
        if (br.length < body.length) writeFileSync(`${path}.br`, br);
        if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
      }
    },
  };
}

/** The web app: built into web/dist, which the service serves at `/` (src/modules/web). */
export default defineConfig({
  root,
  base: '/',
  plugins: [react(), preloadGridForListUrls(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Route screens are lazy chunks; the grid and charts stay out of the first download.
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev` in web/ proxies the API to a service started with `npm run dev` (PORT 8080).
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
