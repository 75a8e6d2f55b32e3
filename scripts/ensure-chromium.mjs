#!/usr/bin/env node
/**
 * The browser tests drive Debian's Chromium at /usr/bin/chromium (never a downloaded browser, see
 * playwright.config.ts), read the tickets it prints to PDF with poppler's `pdftotext` and `pdftoppm`,
 * and the QR printed on them with zbar's `zbarimg`. `npm test` runs this first: with all present it
 * says nothing; as root on Debian it installs them
 * (`apt-get update && apt-get install -y chromium poppler-utils zbar-tools`); otherwise it stops at once, before
 * minutes of type-checking, with the exact command to run.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CHROMIUM = '/usr/bin/chromium';
export const PDFTOTEXT = '/usr/bin/pdftotext';
export const ZBARIMG = '/usr/bin/zbarimg';
export const INSTALL = 'apt-get update && apt-get install -y chromium poppler-utils zbar-tools';

/**
 * Makes sure Chromium is there. `deps` are the machine: whether the browser exists, whether we are
 * root with apt-get, how to run a shell command (its exit status) and where messages go.
 * Returns the exit status for the process.
 */
export function ensureChromium(deps) {
  const missing = [CHROMIUM, PDFTOTEXT, ZBARIMG].filter((file) => !deps.exists(file));
  if (missing.length === 0) return 0;
  const what = missing.join(' and ');
  if (!deps.canInstall()) {
    deps.log(
      `Not found: ${what}. The browser tests need Debian's Chromium, poppler-utils and zbar-tools. Run:\n  sudo ${INSTALL}`,
    );
    return 1;
  }
  deps.log(`Not found: ${what}; installing: ${INSTALL}`);
  const status = deps.run(INSTALL);
  if (status === 0 && [CHROMIUM, PDFTOTEXT, ZBARIMG].every((file) => deps.exists(file))) return 0;
  deps.log(`Installing Chromium failed (exit ${status}). Run by hand:\n  ${INSTALL}`);
  return 1;
}

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exitCode = ensureChromium({
    exists: executable,
    canInstall: () => process.getuid?.() === 0 && executable('/usr/bin/apt-get'),
    run: (command) =>
      spawnSync('sh', ['-c', command], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      }).status ?? 1,
    log: (message) => console.error(message),
  });
}
