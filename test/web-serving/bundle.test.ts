/**
 * The first download of the web app: the scripts index.html loads at once (entry and module preloads), gzipped,
 * must stay under 500 kB; every screen beyond the shell is a lazy chunk. Needs `npm run build` (CI runs it first).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const BUDGET = 500 * 1024;

/** Script files index.html loads before anything renders. */
function initialScripts(html: string): string[] {
  const found = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  return [...new Set(found)];
}

describe('web bundle', () => {
  it('loads under 500 kB of gzipped JavaScript first, and keeps the grid screen out of it', () => {
    const index = join(DIST, 'index.html');
    expect(existsSync(index), 'web/dist/index.html is missing: run `npm run build`').toBe(true);
    const scripts = initialScripts(readFileSync(index, 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    let gzipped = 0;
    let raw = 0;
    for (const src of scripts) {
      const body = readFileSync(join(DIST, src.replace(/^\//, '')));
      raw += body.length;
      gzipped += gzipSync(body, { level: 9 }).length;
    }
    process.stdout.write(
      `initial JavaScript: ${scripts.length} file(s), ${(raw / 1024).toFixed(1)} kB, ${(gzipped / 1024).toFixed(1)} kB gzipped\n`,
    );
    expect(gzipped).toBeLessThan(BUDGET);
    expect(scripts.some((s) => s.includes('GridScreen'))).toBe(false);
  });
});
