import { describe, expect, it } from 'vitest';
import { CHROMIUM, ensureChromium, INSTALL, PDFTOTEXT, ZBARIMG, type Machine } from './ensure-chromium.mjs';

/**
 * A machine where Chromium and pdftotext are present or not (`pdf` defaults to the same as Chromium),
 * root or not, and apt-get succeeds or fails.
 */
function machine(options: { present: boolean; pdf?: boolean; root: boolean; installs: boolean }) {
  const state = {
    present: options.present,
    pdf: options.pdf ?? options.present,
    ran: [] as string[],
    said: [] as string[],
  };
  const deps: Machine = {
    exists: (file) =>
      (file === CHROMIUM && state.present) || ((file === PDFTOTEXT || file === ZBARIMG) && state.pdf),
    canInstall: () => options.root,
    run: (command) => {
      state.ran.push(command);
      if (options.installs) state.present = state.pdf = true;
      return options.installs ? 0 : 100;
    },
    log: (message) => state.said.push(message),
  };
  return { deps, state };
}

describe('npm test finds or installs Debian Chromium', () => {
  it('goes on silently when /usr/bin/chromium is there', () => {
    const { deps, state } = machine({ present: true, root: false, installs: false });
    expect(ensureChromium(deps)).toBe(0);
    expect(state.ran).toEqual([]);
    expect(state.said).toEqual([]);
  });

  it('installs it with apt-get when root', () => {
    const { deps, state } = machine({ present: false, root: true, installs: true });
    expect(ensureChromium(deps)).toBe(0);
    expect(state.ran).toEqual([INSTALL]);
  });

  it('installs poppler-utils too when only pdftotext is missing', () => {
    const { deps, state } = machine({ present: true, pdf: false, root: true, installs: true });
    expect(ensureChromium(deps)).toBe(0);
    expect(state.ran).toEqual([INSTALL]);
    expect(INSTALL).toContain('poppler-utils');
    expect(INSTALL).toContain('zbar-tools');
  });

  it('stops at once with the exact command when it cannot install', () => {
    const { deps, state } = machine({ present: false, root: false, installs: false });
    expect(ensureChromium(deps)).toBe(1);
    expect(state.ran).toEqual([]);
    expect(state.said.join('\n')).toContain(`sudo ${INSTALL}`);
  });

  it('fails with the command to run by hand when apt-get fails', () => {
    const { deps, state } = machine({ present: false, root: true, installs: false });
    expect(ensureChromium(deps)).toBe(1);
    expect(state.said.at(-1)).toContain(INSTALL);
  });
});
