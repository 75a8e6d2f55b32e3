// `npm run reports:rebuild`: recomputes every business day's report aggregate from the floor's
// documents, with the gateway's own configuration (the same environment `npm start` reads:
// DATA_DIR for the embedded store, or COUCHDB_URL and DB_PREFIX, and TIMEZONE). The embedded store
// is one process's at a time, so stop the gateway first; against CouchDB it may run beside it.
import { ConfigError, loadConfig } from '../config.ts';
import { storeFromConfig } from '../store/index.ts';
import { StoreError } from '../store/types.ts';
import { rebuildReports } from './rebuild.ts';

/** The command's report to the operator (stdout; failures go to stderr). */
const say = (line: string) => process.stdout.write(`${line}\n`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1).replace('.', ',')} s`;

async function main(): Promise<number> {
  const config = loadConfig();
  const store = storeFromConfig(config);
  const where = config.couchdbUrl === undefined ? config.dataDir : `CouchDB (${config.dbPrefix}*)`;
  say(`Reconstruyendo los informes de ${where}…`);
  try {
    await store.provision();
    const result = await rebuildReports(store, {
      timezone: config.timezone,
      onProgress: ({ through, days }) => say(`  hasta el ${through}: ${days} días con ventas`),
    });
    const span = result.from === null ? 'ningún día con documentos' : `del ${result.from} al ${result.to}`;
    say(
      `Informes reconstruidos: ${result.days} días (${span}) en ${seconds(result.ms)}; ` +
        `${result.written} escritos, ${result.unchanged} sin cambios, ${result.deleted} borrados.`,
    );
    return 0;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ConfigError) console.error(err.message);
    // leveldb's lock: the embedded store is open in a running gateway.
    else if (err instanceof StoreError && /lock/i.test(err.reason))
      console.error('La base de datos está en uso: detén el gateway y vuelve a intentarlo.');
    else console.error(err);
    process.exit(1);
  },
);
