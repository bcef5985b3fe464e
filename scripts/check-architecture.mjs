#!/usr/bin/env node
// Architecture check (part of `npm run lint`): no file outside src/core/db/ asks which database it runs on.
// Dialect differences are capabilities of the dialect helpers in src/core/db/ (one file per dialect); a module
// that compares the dialect's name (`dialectOf(db).kind === 'postgres'`, `store.kind`, `case 'sqlite':`) grows a
// second database layer. The core floor (src/core/ imports no module or migration) is Biome's noRestrictedImports
// override in biome.json. Usage: node scripts/check-architecture.mjs [root]; exits 1 and lists each violation.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const SCANNED = ['src', 'migrations'];
/** Where the dialect's name may be tested: the database layer itself. */
const DATABASE_LAYER = 'src/core/db/';
/** Files allowed to test it, each with its reason. */
const ALLOWED = new Map([['src/core/config.ts', 'reads the database URL to choose the dialect']]);

const NAME = String.raw`['"\`](?:sqlite|postgres|postgresql|pg)['"\`]`;
const DIALECT_TESTS = [
  // A comparison with a dialect's name, on either side.
  new RegExp(String.raw`[!=]==?\s*${NAME}|${NAME}\s*[!=]==?`),
  new RegExp(String.raw`\bcase\s+${NAME}\s*:`),
  // A switch over the dialect's name.
  /\bswitch\s*\(\s*(?:dialectOf\([^)]*\)|\w*(?:[sS]tore|[dD]ialect))\.kind\s*\)/,
];

function* sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(?:ts|tsx|mts|js|mjs)$/.test(entry.name)) yield path;
  }
}

function dialectTests(root) {
  const found = [];
  for (const top of SCANNED) {
    for (const path of sourceFiles(join(root, top))) {
      const file = relative(root, path).split(sep).join('/');
      if (file.startsWith(DATABASE_LAYER) || ALLOWED.has(file)) continue;
      readFileSync(path, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (DIALECT_TESTS.some((test) => test.test(line)))
            found.push(`${file}:${index + 1}: ${line.trim()}`);
        });
    }
  }
  return found;
}

const found = dialectTests(process.argv[2] ?? process.cwd());
if (found.length > 0) {
  console.error(
    'check-architecture: the dialect is tested outside src/core/db/ (add a capability to the dialect helpers):',
  );
  for (const line of found) console.error(`  ${line}`);
  process.exit(1);
}
console.log('check-architecture: no dialect tests outside src/core/db/');
