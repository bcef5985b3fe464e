/**
 * The first download of the web app: the scripts index.html loads at once (entry and module preloads), gzipped,
 * must stay under 500 kB; every screen beyond the shell is a lazy chunk. A list opened by its address (/views/…)
 * also fetches the grid's chunks at once (index.html's inline preload), and stays under the same budget. Needs
 * `npm run build` (CI runs it first).
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

/** Script files index.html preloads when the address is a list (/views/…). */
function listPreloads(html: string): string[] {
  const list = /location\.pathname\.startsWith\('\/views\/'\)\)for\(const h of (\[[^\]]*\])/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

function measure(scripts: string[]): { raw: number; gzipped: number } {
  let gzipped = 0;
  let raw = 0;
  for (const src of scripts) {
    const body = readFileSync(join(DIST, src.replace(/^\//, '')));
    raw += body.length;
    gzipped += gzipSync(body, { level: 9 }).length;
  }
  return { raw, gzipped };
}

const kB = (bytes: number) => (bytes / 1024).toFixed(1);

describe('web bundle', () => {
  it('loads under 500 kB of gzipped JavaScript first, and keeps the grid screen out of it', () => {
    const index = join(DIST, 'index.html');
    expect(existsSync(index), 'web/dist/index.html is missing: run `npm run build`').toBe(true);
    const scripts = initialScripts(readFileSync(index, 'utf8'));
    expect(scripts.length).toBeGreaterThan(0);
    const { raw, gzipped } = measure(scripts);
    process.stdout.write(
      `initial JavaScript: ${scripts.length} file(s), ${kB(raw)} kB, ${kB(gzipped)} kB gzipped\n`,
    );
    expect(gzipped).toBeLessThan(BUDGET);
    expect(scripts.some((s) => s.includes('GridScreen'))).toBe(false);
  });

  it('preloads the grid for a list address only, and that first download stays under 500 kB gzipped too', () => {
    const html = readFileSync(join(DIST, 'index.html'), 'utf8');
    const grid = listPreloads(html);
    expect(grid.some((s) => s.includes('GridScreen'))).toBe(true);
    expect(grid.some((s) => s.includes('ViewGrid'))).toBe(true);
    const all = [...new Set([...initialScripts(html), ...grid])];
    const { raw, gzipped } = measure(all);
    process.stdout.write(
      `initial JavaScript at /views/…: ${all.length} file(s), ${kB(raw)} kB, ${kB(gzipped)} kB gzipped\n`,
    );
    expect(gzipped).toBeLessThan(BUDGET);
  });
});
