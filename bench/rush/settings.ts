import { parseArgs } from 'node:util';

export interface RushSettings {
  short: boolean;
  waiters: number;
  cooks: number;
  managers: number;
  /** Cook-role devices that only read: what a kitchen display holds is what the cooks see. */
  kitchenScreens: number;
  /** Idle baseline: orders written one at a time by one waiter, this far apart. */
  idleOrders: number;
  idleEveryMs: number;
  /** The rush: orders a second, all waiters together, for this long. */
  ordersPerSecond: number;
  rushMs: number;
  /** Once the rush stops, how long every order has to reach every kitchen screen. */
  convergeTimeoutMs: number;
  /**
   * Days of past trading in the demo store (the gateway's DEMO_HISTORY_DAYS): 28 by default as
   * `npm start` loads it; none in short mode, whose gateway must start quickly on a slow CI runner
   * (the demo is loaded within Fastify's 10 s plugin timeout).
   */
  historyDays: number;
  /** The gateway's LOG_LEVEL: `info` as it runs in production, or another level to weigh logging. */
  logLevel: string;
  /** The gateway's V8 old-space limit in MB, when set (`--gateway-heap-mb`). */
  gatewayHeapMb?: number;
  /** A folder for the gateway's V8 CPU profile (`--gateway-cpu-prof`), written when it stops. */
  gatewayCpuProfDir?: string;
}

export const USAGE = `npm run bench -- rush [--short] [--devices=N] [--minutes=M] [--rate=R]
  --short        CI: 10 devices, 10 idle orders 1 s apart, 20 s of rush
                 (default: 50 devices, 20 idle orders 2 s apart, 10 minutes of rush)
  --devices=N    devices: 80 % waiters, 8 % cooks, 8 % managers, 4 % kitchen screens (at least 1 each)
  --minutes=M    length of the rush (decimals allowed)
  --rate=R       orders a second during the rush (default 10)
  --history-days=D  days of demo history in the store (default 28, short mode 0)
  --log-level=L  the gateway's LOG_LEVEL (default info, as in production)
  --gateway-heap-mb=N  the gateway's --max-old-space-size (default: Node's own)
  --gateway-cpu-prof=DIR  the gateway runs with node --cpu-prof, its profile written to DIR`;

function positive(name: string, value: string | boolean | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number\n\n${USAGE}`);
  return n;
}

/**
 * The run's settings from the command line. bench/run.ts passes every benchmark the same argv, so
 * unknown flags and the benchmark names are left alone.
 */
export function parseRushSettings(argv: readonly string[], short: boolean): RushSettings {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      devices: { type: 'string' },
      minutes: { type: 'string' },
      rate: { type: 'string' },
      'history-days': { type: 'string' },
      'log-level': { type: 'string' },
      'gateway-heap-mb': { type: 'string' },
      'gateway-cpu-prof': { type: 'string' },
    },
    strict: false,
    allowPositionals: true,
  });
  const devices = Math.max(4, Math.round(positive('devices', values.devices, short ? 10 : 50)));
  // The Friday night of the product's issue: 40 waiters, 4 cooks, 4 managers, 2 kitchen screens.
  const share = (fraction: number) => Math.max(1, Math.round(devices * fraction));
  const cooks = share(0.08);
  const managers = share(0.08);
  const kitchenScreens = share(0.04);
  return {
    short,
    waiters: Math.max(1, devices - cooks - managers - kitchenScreens),
    cooks,
    managers,
    kitchenScreens,
    idleOrders: short ? 10 : 20,
    idleEveryMs: short ? 1000 : 2000,
    ordersPerSecond: positive('rate', values.rate, 10),
    rushMs: Math.round(positive('minutes', values.minutes, short ? 20 / 60 : 10) * 60_000),
    convergeTimeoutMs: short ? 60_000 : 180_000,
    historyDays:
      values['history-days'] === '0'
        ? 0
        : Math.round(positive('history-days', values['history-days'], short ? 0 : 28)),
    logLevel: typeof values['log-level'] === 'string' ? values['log-level'] : 'info',
    ...(values['gateway-heap-mb'] === undefined
      ? {}
      : { gatewayHeapMb: Math.round(positive('gateway-heap-mb', values['gateway-heap-mb'], 0)) }),
    ...(typeof values['gateway-cpu-prof'] === 'string'
      ? { gatewayCpuProfDir: values['gateway-cpu-prof'] }
      : {}),
  };
}
