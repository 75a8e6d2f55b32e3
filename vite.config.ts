import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { VitePWA } from 'vite-plugin-pwa';
import { react } from './web/build-plugins.ts';

const THEME_COLOUR = '#b9461b';
/** The app's folder, absolute so `npm run build -w web` (run from web/) finds the same app. */
const WEB = fileURLToPath(new URL('./web', import.meta.url));

/**
 * The web app's Vite, PWA and Vitest configuration, kept at the top level with the product's other
 * configuration. The app itself lives in `web/` (`root`), and builds to `web/dist`, which the gateway
 * serves (`WEB_DIST`) and the browser tests load.
 */
export default defineConfig({
  root: WEB,
  plugins: [
    react(),
    VitePWA({
      // Never reload on its own: the app shows an update prompt (PwaUpdatePrompt).
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'RestaurantPro',
        short_name: 'RestaurantPro',
        description: 'Sistema integral de gestión para restaurantes',
        lang: 'es',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#ffffff',
        theme_color: THEME_COLOUR,
        categories: ['business', 'food', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: every built asset, so a cold start with the network off opens the app.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2,webmanifest}'],
        navigateFallback: '/index.html',
        // Sign-in/out and replication are server work: never answered from the cache.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/db(\/|$)/, /^\/healthz/, /^\/readyz/],
        // Uploaded product images, so the catalogue shows them offline. An address is written once
        // and never changes (the gateway serves it as immutable), so the cache can answer first. Only
        // 200s are kept: a 401 while signed out must not stick. The rest of /api and /db is never cached.
        runtimeCaching: [
          {
            urlPattern: ({ url, request, sameOrigin }) =>
              sameOrigin && request.method === 'GET' && /^\/api\/objects\/uploads\/[^/]+$/.test(url.pathname),
            handler: 'CacheFirst',
            options: {
              cacheName: 'product-images',
              expiration: { maxEntries: 500, maxAgeSeconds: 365 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    // Relative to `root`: web/dist.
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/db': 'http://127.0.0.1:3000',
      '/healthz': 'http://127.0.0.1:3000',
    },
  },
  test: {
    name: 'web',
    root: WEB,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
  },
});
