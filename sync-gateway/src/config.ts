import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('es-ES', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Loopback by default: exposing the gateway is a deliberate choice (the docker image sets 0.0.0.0).
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  COUCHDB_URL: z.url().optional(),
  // A site hub's cloud (DESIGN.md §11): its restaurant's databases there, reached as a per-restaurant user.
  UPSTREAM_URL: z.url().optional(),
  DB_PREFIX: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/, 'lowercase letters, digits and _ only, starting with a letter')
    .default('rp_'),
  SESSION_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  ADMIN_EMAIL: z.email().default('admin@restaurantpro.local'),
  ADMIN_PASSWORD: z.string().min(8, 'at least 8 characters').optional(),
  DEMO: booleanFlag.default(true),
  // Days of past trading the demo restaurant gets (0: a demo without history); a year at most.
  DEMO_HISTORY_DAYS: z.coerce.number().int().min(0).max(366).default(28),
  TIMEZONE: z.string().refine(isTimeZone, 'not an IANA time zone').default('Europe/Madrid'),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  VERIFACTU_URL: z.url().optional(),
  VERIFACTU_CERT: z.string().optional(),
  VERIFACTU_CERT_PASSWORD: z.string().optional(),
  VERIFACTU_CA: z.string().optional(),
  // Several gateways on one store run the reactions on one of them (DESIGN.md §11).
  REACTOR_LEASE: booleanFlag.default(true),
  // A dead holder's reactions move to another gateway within this plus a third of it.
  REACTOR_LEASE_TTL_MS: z.coerce.number().int().min(300).max(60_000).default(6000),
});

export type Env = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  couchdbUrl: string | undefined;
  /**
   * The CouchDB this gateway's embedded store replicates with, both ways, as its restaurant's site
   * hub (DESIGN.md §11): the same database names, `DB_PREFIX` included. Absent: no cloud link.
   */
  upstreamUrl: string | undefined;
  dbPrefix: string;
  sessionSecret: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  demo: boolean;
  /**
   * Past business days of trading written with the demo (checks, payments, tickets, closes): 0 for
   * none. Tests keep it at 0 so their figures are their own.
   */
  demoHistoryDays: number;
  timezone: string;
  trustProxy: boolean;
  logLevel: string;
  /** Built web app served at `/`; absent in API-only tests. */
  webDist: string | undefined;
  /**
   * Sending billing records to the AEAT (docs/fiscal.md); absent: records chain and print, and
   * nothing is sent. Only the gateway's environment holds these, never a replicated document.
   */
  verifactu: VerifactuConfig | undefined;
  /**
   * Whether the reactions run only on the gateway holding the store's reactor lease (DESIGN.md §11).
   * Off, every gateway runs them: for the test that two reactors at once still converge.
   */
  reactorLease: boolean;
  /** How long the lease lasts unrenewed: a dead holder's reactions move within this plus a third. */
  reactorLeaseTtlMs: number;
}

export interface VerifactuConfig {
  /** The AEAT's SOAP endpoint. */
  url: string;
  /** PKCS#12 file of the client certificate (mutual TLS), and its password. */
  certFile: string | undefined;
  certPassword: string | undefined;
  /** An extra CA to trust (a test service). */
  caFile: string | undefined;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment once. Unknown variables are ignored; bad values throw a ConfigError naming each. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as in most deployment tools' env files.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.UPSTREAM_URL !== undefined && e.COUCHDB_URL !== undefined)
    throw new ConfigError(
      'Invalid configuration:\n  UPSTREAM_URL: a site hub keeps its own embedded store; unset COUCHDB_URL',
    );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    couchdbUrl: e.COUCHDB_URL,
    upstreamUrl: e.UPSTREAM_URL,
    dbPrefix: e.DB_PREFIX,
    sessionSecret: e.SESSION_SECRET,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    demo: e.DEMO,
    demoHistoryDays: e.DEMO_HISTORY_DAYS,
    timezone: e.TIMEZONE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST === undefined ? undefined : path.resolve(e.WEB_DIST),
    verifactu:
      e.VERIFACTU_URL === undefined
        ? undefined
        : {
            url: e.VERIFACTU_URL,
            certFile: e.VERIFACTU_CERT === undefined ? undefined : path.resolve(e.VERIFACTU_CERT),
            certPassword: e.VERIFACTU_CERT_PASSWORD,
            caFile: e.VERIFACTU_CA === undefined ? undefined : path.resolve(e.VERIFACTU_CA),
          },
    reactorLease: e.REACTOR_LEASE,
    reactorLeaseTtlMs: e.REACTOR_LEASE_TTL_MS,
  };
}

/**
 * A config for tests: isolated data dir, no demo (and a demo asked for comes without its history),
 * quiet logs, every field overridable.
 */
export function testConfig(overrides: Partial<Config> & { dataDir: string }): Config {
  return {
    ...loadConfig({ DEMO: 'false', DEMO_HISTORY_DAYS: '0', LOG_LEVEL: 'silent', PORT: '0' }),
    ...overrides,
  };
}
