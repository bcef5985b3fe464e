import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const script = join(repo, 'scripts/check-architecture.mjs');
const biome = join(repo, 'node_modules/.bin/biome');
let root = '';

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'architecture-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const check = (dir: string) => spawnSync('node', [script, dir], { encoding: 'utf8' });

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('architecture check: the dialect is tested only in src/core/db/', () => {
  it('passes on this repository', () => {
    expect(check(repo).status).toBe(0);
  });

  it('refuses a module comparing the dialect name, naming file and line', () => {
    const result = check(
      tree({
        'src/modules/orders/a.ts': "const x = 1;\nif (dialectOf(db).kind === 'postgres') run();\n",
        'src/modules/orders/b.ts': "switch (store.kind) {\n  case 'sqlite':\n}\n",
        'migrations/0099_x.ts': "export const pg = 'postgres' === kind;\n",
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "src/modules/orders/a.ts:2: if (dialectOf(db).kind === 'postgres') run();",
    );
    expect(result.stderr).toContain('src/modules/orders/b.ts:1:');
    expect(result.stderr).toContain('src/modules/orders/b.ts:2:');
    expect(result.stderr).toContain('migrations/0099_x.ts:1:');
  });

  it('allows the database layer and reading the name without testing it', () => {
    const result = check(
      tree({
        'src/core/db/x.ts': "if (dialectOf(db).kind === 'postgres') run();\n",
        'src/modules/health/routes.ts': 'const answer = { database: app.store.kind };\n',
      }),
    );
    expect(result.status).toBe(0);
  });
});

describe('core floor: Biome refuses a core file importing a module or a migration', () => {
  it('fails lint on the import and passes the same import outside core', () => {
    const dir = tree({
      'src/core/db/bad.ts':
        "import { migrations } from '../../../migrations/index.js';\n\nexport const m = migrations;\n",
      'src/core/auth/bad.ts':
        "import type { T } from '../../modules/orders/tables.js';\n\nexport type U = T;\n",
      'src/modules/orders/fine.ts':
        "import { migrations } from '../../../migrations/index.js';\n\nexport const m = migrations;\n",
    });
    copyFileSync(join(repo, 'biome.json'), join(dir, 'biome.json'));
    const result = spawnSync(biome, ['lint', '--vcs-enabled=false', '--max-diagnostics=50', '.'], {
      cwd: dir,
      encoding: 'utf8',
    });
    const output = result.stdout + result.stderr;
    expect(result.status).toBe(1);
    expect(output).toContain('src/core/db/bad.ts:1:28 lint/style/noRestrictedImports');
    expect(output).toContain('src/core/auth/bad.ts:1:24 lint/style/noRestrictedImports');
    expect(output).not.toContain('src/modules/orders/fine.ts');
  });
});
