import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHECK = path.join(ROOT, 'scripts/check-floors.mjs');
const run = promisify(execFile);
const eslint = new ESLint({ cwd: ROOT });

/** The floor messages ESLint gives for `code` saved at `file` (relative to the repository). */
async function floorErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('floor order in web/src (lint)', () => {
  it.each([
    [
      'web/src/lib/probe.ts',
      "import { useSession } from '../data/session.ts';\nexport const probe = useSession;\n",
      'lib/ sits below data/',
    ],
    [
      'web/src/data/writes/probe.ts',
      "import { useSyncStore } from '../../sync/sync-store.ts';\nexport const probe = useSyncStore;\n",
      'data/ sits below sync/',
    ],
    [
      'web/src/components/probe.ts',
      "import { system } from '../app/theme.ts';\nexport const probe = system;\n",
      'components/ sits below app/',
    ],
    [
      'web/src/components/probe.ts',
      "import { CheckPanel } from '../features/check/CheckPanel.tsx';\nexport const probe = CheckPanel;\n",
      'components/ sits below features/',
    ],
    [
      'web/src/features/check/probe.ts',
      "import { routes } from '../../screens/pos/index.tsx';\nexport const probe = routes;\n",
      'features/ sits below screens/',
    ],
    [
      'web/src/screens/kitchen/probe.ts',
      "import { notifyPos } from '../pos/toasts.ts';\nexport const probe = notifyPos;\n",
      'A screen never imports another screen',
    ],
    [
      'web/src/screens/pos/probe.ts',
      "import { routes } from '../../app/routes.tsx';\nexport const probe = routes;\n",
      'screens/ sits below app/',
    ],
  ])('%s: a wrong import fails lint', async (file, code, message) => {
    const errors = await floorErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it.each([
    [
      'web/src/data/writes/probe.ts',
      "import { TOASTS } from '../../lib/toasts.ts';\nimport { notify } from '../notify.ts';\nexport const probe = [TOASTS, notify];\n",
    ],
    [
      'web/src/screens/pos/probe.ts',
      "import { cartReducer } from '../../lib/cart.ts';\nimport { notifyPos } from './toasts.ts';\nexport const probe = [cartReducer, notifyPos];\n",
    ],
    [
      'web/src/app/probe.ts',
      "import PosScreen from '../screens/pos/index.tsx';\nexport const probe = PosScreen;\n",
    ],
  ])('%s: imports down a floor or within the folder pass', async (file, code) => {
    expect(await floorErrors(file, code)).toEqual([]);
  });
});

describe('floor order in web/src (count)', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('finds no import against the order and no catch → toast block in web/src', async () => {
    const { stdout } = await run(process.execPath, [CHECK]);
    expect(stdout).toMatch(/^imports against the floor order in .*: 0$/m);
    expect(stdout).toMatch(/^catch blocks showing a toast in .*: 0$/m);
    expect(stdout).toMatch(/^import cycles in schema\/src, sync-gateway\/src, web\/src: 0$/m);
  });

  it('counts and fails on wrong imports, dynamic ones included', async () => {
    const src = await mkdtemp(path.join(tmpdir(), 'rp-floors-'));
    dirs.push(src);
    await mkdir(path.join(src, 'lib'));
    await mkdir(path.join(src, 'screens/kitchen'), { recursive: true });
    await writeFile(path.join(src, 'lib/a.ts'), "import { b } from '../app/b.ts';\nexport const a = b;\n");
    await writeFile(
      path.join(src, 'screens/kitchen/c.ts'),
      "export const c = () => import('../pos/d.ts');\n",
    );
    await writeFile(
      path.join(src, 'screens/kitchen/e.ts'),
      "export async function e(write: () => Promise<void>) {\n  try {\n    await write();\n  } catch (err) {\n    screenToast('kitchen', { title: 'Error' });\n  }\n}\n",
    );
    const failure = await run(process.execPath, [CHECK, src]).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toMatch(/^imports against the floor order in .*: 2$/m);
    expect(failure?.stdout).toMatch(/^catch blocks showing a toast in .*: 1$/m);
    expect(failure?.stderr).toContain('screens/kitchen/e.ts:4: a catch block showing a toast');
    expect(failure?.stderr).toContain('lib/a.ts → app/b.ts');
    expect(failure?.stderr).toContain('screens/kitchen/c.ts → screens/pos/d.ts');
  });

  it('counts import cycles across the given folders, type-only and dynamic imports too, tests and fixtures aside', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'rp-cycles-'));
    dirs.push(root);
    const web = path.join(root, 'web');
    const one = path.join(root, 'one');
    const two = path.join(root, 'two');
    await Promise.all(
      [web, path.join(one, 'test'), path.join(two, 'deep')].map((dir) => mkdir(dir, { recursive: true })),
    );
    const files = {
      // A circle of four through two folders, closed by a type-only import.
      'one/a.ts': "import { b } from './b.ts';\nexport const a = b;\n",
      'one/b.ts': "import { c } from '../two/deep/c.ts';\nexport const b = c;\n",
      'two/deep/c.ts': "import type { A } from '../../one/types.ts';\nexport const c = 1 as A;\n",
      'one/types.ts': "import type { a } from './a.ts';\nexport type A = typeof a;\n",
      // A circle of two closed by a dynamic import.
      'two/d.ts': "import { e } from './e.ts';\nexport const d = e;\n",
      'two/e.ts': "export const e = () => import('./d.ts');\n",
      // Circles through a test, a fixture or test support are not the product's.
      'two/f.ts':
        "import './f.test.ts';\nimport './fixtures.ts';\nimport '../one/test/helper.ts';\nexport const f = 1;\n",
      'two/f.test.ts': "import { f } from './f.ts';\nexport const g = f;\n",
      'two/fixtures.ts': "import { f } from './f.ts';\nexport const h = f;\n",
      'one/test/helper.ts': "import { a } from '../a.ts';\nexport const i = a;\n",
      'one/straight.ts': "import { f } from '../two/f.ts';\nexport const j = f;\n",
    };
    await Promise.all(Object.entries(files).map(([file, code]) => writeFile(path.join(root, file), code)));
    const failure = await run(process.execPath, [CHECK, web, one, two], { cwd: root }).then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stdout).toMatch(/^import cycles in one, two: 2$/m);
    expect(failure?.stderr).toContain(
      'import cycle (4 files): one/a.ts → one/b.ts → two/deep/c.ts → one/types.ts → one/a.ts',
    );
    expect(failure?.stderr).toContain('import cycle (2 files): two/d.ts → two/e.ts → two/d.ts');
    expect(failure?.stderr).not.toMatch(/f\.test|fixtures|helper/);
  });
});
