import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../../scripts/check-module-cycles.mjs', import.meta.url));
const serverModules = fileURLToPath(new URL('../src/modules', import.meta.url));
const fixtures = mkdtempSync(join(tmpdir(), 'module-cycles-'));
afterAll(() => rmSync(fixtures, { recursive: true, force: true }));

/** A modules folder made of `files` (path → source), checked by the script. */
function check(name: string, files: Record<string, string>) {
  const root = join(fixtures, name, 'modules');
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const run = spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('scripts/check-module-cycles.mjs', () => {
  it('fails on modules that import each other round a loop, naming them and the imports', () => {
    const { status, output } = check('loop', {
      'a/a.service.ts': "import { b } from '../b/public';\nexport const a = b;\n",
      'b/public.ts': "export { b } from './b.service';\n",
      'b/b.service.ts': "import type { C } from '../c/public';\nexport const b = 1 as C;\n",
      'c/public.ts': "export type C = number;\nexport const c = import('../a/a.service');\n",
      'd/d.ts': "import { a } from '../a/a.service';\nexport const d = a;\n",
    });
    expect(status).toBe(1);
    expect(output).toContain('cycle: a, b, c');
    expect(output).toContain('b → c: b/b.service.ts → ../c/public');
    expect(output).not.toContain('d/d.ts'); // it imports into the loop, but is not part of it
  });

  it('passes modules that only import downwards, whatever their comments and own files say', () => {
    const { status, output } = check('layers', {
      'top/top.ts': "import { low } from '../low/public';\nimport { own } from './own';\n",
      'top/own.ts': 'export const own = 1;\n',
      'low/public.ts':
        "// import { top } from '../top/top';\n/* export * from '../top/top'; */\nexport const low = 1;\n",
    });
    expect(output).toContain('No import cycle');
    expect(status).toBe(0);
  });

  it('finds none between the server modules', () => {
    const run = spawnSync(process.execPath, [script, serverModules], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
