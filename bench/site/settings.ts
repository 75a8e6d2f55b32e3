import { parseArgs } from 'node:util';
import type { Range } from '../soak/settings.ts';

export interface SiteSettings {
  short: boolean;
  /** How long the link to the cloud is cut while the floor works on the hub (the service). */
  outageMs: number;
  /** Kitchen latency: rounds sent one at a time, before the cut and near the end of the outage. */
  rounds: number;
  /**
   * Untimed rounds before each measurement. A gateway's write path is slow until it has run a while
   * (code not yet optimised): right after the devices connected, successive 10-round p50s measured
   * 282, 96, 67, 68, 68, 55 ms, with the hub otherwise idle. Both measurements warm up alike.
   */
  warmUpRounds: number;
  /** A latency round starts this long after the previous one started (or once it is seen). */
  roundEveryMs: number;
  /**
   * During the outage the p50 of a round's trip to the kitchen screens may be at most this many times
   * the p50 before it: the floor must not feel the cloud gone.
   */
  maxLatencyRatio: number;
  /** Pause before each latency measurement, so the last service writes and their projections are done. */
  settleMs: number;
  /** A waiter takes an order (or cancels one) about this often; a cook moves one about this often. */
  waiterEveryMs: Range;
  cookEveryMs: Range;
  /** The cashier charges a settled check about this often. */
  cashierEveryMs: Range;
  /** After the link heals, how long the hub, the cloud and the devices have to agree. */
  convergeTimeoutMs: number;
  /** Bound on each wait for a gateway to say something (the lease taken, the outage seen). */
  stateTimeoutMs: number;
  /** A gateway start taking longer than this fails the run (tsx compiles the gateway on each start). */
  startTimeoutMs: number;
  seed: number;
  /** Keep the temp dir (stores, gateway logs) even when every check passes. */
  keep: boolean;
}

const USAGE = `npm run site-outage [-- options]
  --short               CI mode: a 1-minute outage, 10 latency rounds (default: 10 minutes, 30 rounds)
  --minutes M           length of the outage's service (decimals allowed)
  --rounds N            kitchen latency rounds before the cut and during the outage
  --converge-seconds S  bound on the time to converge once the link heals (default 60 short, 180 full)
  --seed S              seed of the devices' and the cashier's random choices (printed by each run)
  --keep                keep the temp dir (stores, gateway logs) even on success`;

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number\n\n${USAGE}`);
  return n;
}

/** The run's settings from the command line (see USAGE). */
export function parseSiteSettings(argv: readonly string[]): SiteSettings {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      short: { type: 'boolean', default: false },
      minutes: { type: 'string' },
      rounds: { type: 'string' },
      'converge-seconds': { type: 'string' },
      seed: { type: 'string' },
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
  return {
    short,
    outageMs: Math.round(positive('minutes', values.minutes, short ? 1 : 10) * 60_000),
    rounds: Math.round(positive('rounds', values.rounds, short ? 10 : 30)),
    warmUpRounds: 10,
    roundEveryMs: 1000,
    maxLatencyRatio: 1.1,
    settleMs: 3000,
    // The soak's full-mode pace: a service, not a chaos test.
    waiterEveryMs: [1000, 3000],
    cookEveryMs: [700, 2200],
    cashierEveryMs: [2000, 6000],
    convergeTimeoutMs: positive('converge-seconds', values['converge-seconds'], short ? 60 : 180) * 1000,
    stateTimeoutMs: 60_000,
    startTimeoutMs: 60_000,
    seed: Math.round(positive('seed', values.seed, Math.floor(Math.random() * 2 ** 31))),
    keep: values.keep,
  };
}
