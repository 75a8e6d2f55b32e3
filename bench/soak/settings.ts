import { parseArgs } from 'node:util';

/** Inclusive range of milliseconds a random delay is drawn from. */
export type Range = readonly [min: number, max: number];

export interface SoakSettings {
  short: boolean;
  devices: number;
  /** Of the devices, how many are cooks (the rest are waiters). */
  cooks: number;
  durationMs: number;
  /** Gateway SIGKILLs spread over the run (a minimum the run must reach). */
  kills: number;
  /** Link cuts the run must reach (the proxies aim at about three times as many). */
  minCuts: number;
  /** Per proxy, the wait between two link faults. */
  flapEveryMs: Range;
  /** Share of link faults that are cuts; the rest are stalls. */
  cutShare: number;
  stallMs: Range;
  /** How long the gateway stays dead after a kill before it is started again. */
  downtimeMs: Range;
  /** A waiter takes an order (or cancels one) about this often. */
  waiterEveryMs: Range;
  /** A cook moves an order about this often. */
  cookEveryMs: Range;
  /**
   * The waiters' links are stalled this long when the work starts, so each opens checks for tables
   * the others are opening too: duplicate live checks the gateway must merge, in every run.
   */
  blindOpeningMs: number;
  /** After the faults stop, how long the replicas have to agree before the run fails. */
  convergeTimeoutMs: number;
  /** A gateway start taking longer than this fails the run (tsx compiles on each start; 4 s idle). */
  startTimeoutMs: number;
  seed: number;
  /**
   * Gateway processes: 1 on the embedded store, or 2 on one CouchDB-compatible store behind a
   * round-robin balancer, the reactor lease holder killed and a cashier taking payments (cluster.ts).
   */
  gateways: 1 | 2;
  /** With two gateways: the reactor lease on (default) or off (REACTOR_LEASE=false, both react). */
  lease: boolean;
  /** With two gateways: the cashier takes a payment about this often. */
  cashierEveryMs: Range;
  /** Keep the temp dir (data, log) even when every check passes. */
  keep: boolean;
}

const USAGE = `npm run soak [-- options]
  --short             CI mode: 4 devices, 50 s, 2 kills, 8+ cuts (default: 6 devices, 10 min, 10 kills, 50+ cuts)
  --devices N         devices (half cooks, rounded down, at least one of each)
  --minutes M         length of the fault phase (decimals allowed)
  --kills K           gateway SIGKILLs during the run
  --cuts C            minimum link cuts during the run
  --converge-seconds S  bound on the time to converge once the faults stop
  --seed S            seed of every random choice the soak makes (printed by each run)
  --gateways N        1 (default: embedded store) or 2 (pouchdb-server, a balancer, lease holder kills, payments)
  --no-lease          with --gateways 2: REACTOR_LEASE=false on both, a random gateway killed
  --keep              keep the temp dir (store, gateway log) even on success`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number\n\n${USAGE}`);
  return n;
}

/** The run's settings from the command line (see USAGE). */
export function parseSettings(argv: readonly string[]): SoakSettings {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      short: { type: 'boolean', default: false },
      devices: { type: 'string' },
      minutes: { type: 'string' },
      kills: { type: 'string' },
      cuts: { type: 'string' },
      'converge-seconds': { type: 'string' },
      seed: { type: 'string' },
      gateways: { type: 'string' },
      'no-lease': { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const short = values.short;
  const gateways = Math.round(positive('gateways', values.gateways, 1));
  if (gateways !== 1 && gateways !== 2) throw new Error(`--gateways must be 1 or 2\n\n${USAGE}`);
  if (values['no-lease'] && gateways === 1) throw new Error(`--no-lease needs --gateways 2\n\n${USAGE}`);
  const devices = Math.max(2, Math.round(positive('devices', values.devices, short ? 4 : 6)));
  const durationMs = Math.round(positive('minutes', values.minutes, short ? 50 / 60 : 10) * 60_000);
  const kills = Math.round(positive('kills', values.kills, short ? 2 : 10));
  const minCuts = Math.round(positive('cuts', values.cuts, short ? 8 : 50));
  const cutShare = 0.6;
  // Each proxy faults about every `meanGap`, so that the devices together cut about 3 × minCuts times.
  const meanGap = (durationMs * devices * cutShare) / (3 * minCuts);
  return {
    short,
    devices,
    cooks: Math.max(1, Math.floor(devices / 2)),
    durationMs,
    kills,
    minCuts,
    flapEveryMs: [Math.round(meanGap * 0.5), Math.round(meanGap * 1.5)],
    cutShare,
    stallMs: [300, 4000],
    downtimeMs: [200, 2500],
    waiterEveryMs: short ? [400, 1600] : [1000, 3000],
    cookEveryMs: short ? [300, 1200] : [700, 2200],
    blindOpeningMs: short ? 5000 : 10_000,
    convergeTimeoutMs: positive('converge-seconds', values['converge-seconds'], short ? 90 : 180) * 1000,
    startTimeoutMs: 60_000,
    seed: Math.round(positive('seed', values.seed, Math.floor(Math.random() * 2 ** 31))),
    gateways,
    lease: !values['no-lease'],
    cashierEveryMs: short ? [1000, 2500] : [2000, 6000],
    keep: values.keep,
  };
}

/** A seeded pseudo-random generator (mulberry32): the run's choices can be replayed with `--seed`. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A whole number of milliseconds drawn from `range`. */
export function between(random: () => number, [min, max]: Range): number {
  return Math.round(min + random() * (max - min));
}
