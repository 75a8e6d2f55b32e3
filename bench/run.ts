// `npm run bench [-- --short]`: runs every benchmark in bench/*.bench.ts in turn and prints a table.
// `--short` runs each once with a small workload so CI proves they still run; reported figures come
// from the full mode.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface BenchContext {
  short: boolean;
}

const short = process.argv.includes('--short');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const dir = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)))
  .sort();

if (files.length === 0) console.log('No benchmarks found.');
for (const file of files) {
  console.log(`\n=== ${file}${short ? ' (short)' : ''} ===`);
  const mod = (await import(pathToFileURL(`${dir}/${file}`).href)) as { run: (ctx: BenchContext) => Promise<void> };
  await mod.run({ short });
}
