import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

// Only listens and shuts down; everything else is built by app.ts so tests can build it too.
let config;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(2);
  }
  throw err;
}

const app = await buildApp({ config });
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await app.close();
});
// The demo's weeks of past trading (first start only) are written before anyone can take an order:
// a live round on a table the history is still serving would join a check the history then closes.
await app.demoHistory.catch(() => undefined);
const address = await app.listen({ port: config.port, host: config.host });
console.log(`RestaurantPro escuchando en ${address}/`);
