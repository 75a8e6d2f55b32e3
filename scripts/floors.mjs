/**
 * The floors of `web/src`, lowest first. A module may import from its own floor or a lower one, never
 * a higher one; a screen (`screens/<name>/`) never imports another screen's folder: what two screens
 * share moves down a floor. STYLE.md explains the order; `eslint.config.js` enforces it on every
 * save and `scripts/check-floors.mjs` counts what is left in CI.
 */
export const FLOORS = ['lib', 'data', 'sync', 'components', 'features', 'screens', 'app'];

/** The floor of a path relative to `web/src` ('data/session.ts' → 'data'), or null (main.tsx, tests' helper). */
export function floorOf(relativePath) {
  const top = relativePath.split('/')[0];
  return FLOORS.includes(top) ? top : null;
}

/** Why importing `to` from `from` (both relative to `web/src`) breaks the order, or null when it does not. */
export function floorViolation(from, to) {
  const source = floorOf(from);
  const target = floorOf(to);
  if (source === null || target === null) return null;
  if (FLOORS.indexOf(target) > FLOORS.indexOf(source)) return `${source}/ may not import ${target}/ (a higher floor)`;
  if (source === 'screens' && target === 'screens') {
    const screenOf = (path) => path.split('/')[1];
    if (screenOf(from) !== screenOf(to)) return `screens/${screenOf(from)} may not import screens/${screenOf(to)} (another screen)`;
  }
  return null;
}

/**
 * ESLint `no-restricted-imports` blocks for the floors, one per floor and folder depth: the rule sees
 * the import text only, so `../` counts are spelled out for each depth a file can sit at.
 */
export function floorLintBlocks(maxDepth = 4) {
  const blocks = [];
  for (const [index, floor] of FLOORS.entries()) {
    const higher = FLOORS.slice(index + 1);
    for (let depth = 1; depth <= maxDepth; depth += 1) {
      const up = '\\.\\./'.repeat(depth);
      const patterns = higher.map((name) => ({
        regex: `^(\\./)?${up}${name}(/|$)`,
        message: `${floor}/ sits below ${name}/: move what both need down a floor (see STYLE.md, Floors).`,
      }));
      if (floor === 'screens' && depth >= 2) {
        // From screens/<name>/…, climbing depth-1 levels reaches screens/: the next folder is another screen.
        patterns.push({
          regex: `^(\\./)?${'\\.\\./'.repeat(depth - 1)}(?!\\.)`,
          message: 'A screen never imports another screen: move what both need down a floor (see STYLE.md, Floors).',
        });
      }
      if (patterns.length === 0) continue;
      blocks.push({
        files: [`web/src/${floor}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      });
    }
  }
  return blocks;
}
