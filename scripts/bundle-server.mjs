// Bundles the compiled service (dist/src/server.js, what `npm start` runs) into that one file, in place.
// Why (issue 12): loading some 900 ES modules (typebox alone 373, kysely 262, the service's own 160) took most of
// the restart to /api/health. ES-module dependencies are bundled; CommonJS ones (native addons, Fastify and its
// plugins) stay external and load as before.
// The rest of dist/ (the CLI, the benches) is tsc's output, unchanged.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => {
  const manifest = JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8'));
  return manifest.type !== 'module';
});

const options = {
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A package's subpaths are external with it.
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
};

await build({
  ...options,
  entryPoints: [join(root, 'dist/src/server.js')],
  outfile: join(root, 'dist/src/server.js'),
});

// A worker thread's module is started by its URL next to the module that starts it (`new URL('./x-worker.js',
// import.meta.url)`). In the bundle that module is server.js, so each worker is bundled beside it.
for (const worker of ['modules/forecasting/engine-worker.js'])
  await build({
    ...options,
    entryPoints: [join(root, 'dist/src', worker)],
    outfile: join(root, 'dist/src', worker.split('/').pop()),
  });
