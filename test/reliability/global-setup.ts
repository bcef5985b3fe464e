import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The suites run the compiled service: refuse to start on a missing build rather than time out on it. */
export default function setup(): void {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const server = `${root}dist/src/server.js`;
  if (!existsSync(server)) throw new Error(`${server} is missing: run \`npm run build\` first`);
  const built = statSync(server).mtimeMs;
  const app = `${root}src/app.ts`;
  if (statSync(app).mtimeMs > built)
    process.stderr.write(
      '[reliability] warning: src/ is newer than dist/; run `npm run build` to test the current code\n',
    );
}
