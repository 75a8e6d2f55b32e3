/**
 * The React plugin for the top-level `vite.config.ts`, imported from here because npm installs
 * `@vitejs/plugin-react` under `web/node_modules` (a peer-dependency conflict with another Babel
 * in the root tree keeps it from being hoisted), where only files under `web/` resolve it.
 */
export { default as react } from '@vitejs/plugin-react';
