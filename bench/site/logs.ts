// What the gateways' own logs tell (JSON lines, as a gateway writes them to a file): every request
// answered with a 5xx is logged at `warn` with its status (sync-gateway's request-log.ts), whoever
// sent it; and every line at `error` or above, by message.
import { readFile } from 'node:fs/promises';

/** pino's `error` level. */
const ERROR_LEVEL = 50;

export interface LogFindings {
  /** `METHOD url: status` of each request answered 5xx. */
  serverErrors: string[];
  /** Lines at `error` or above: message → how many. */
  errors: Map<string, number>;
}

export async function readLog(logPath: string): Promise<LogFindings> {
  const findings: LogFindings = { serverErrors: [], errors: new Map() };
  for (const line of (await readFile(logPath, 'utf8')).split('\n')) {
    if (!line.startsWith('{')) continue;
    let entry: { level?: number; msg?: string; method?: string; url?: string; statusCode?: number };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (entry.msg === 'request' && (entry.statusCode ?? 0) >= 500)
      findings.serverErrors.push(`${entry.method} ${entry.url}: ${entry.statusCode}`);
    if ((entry.level ?? 0) >= ERROR_LEVEL) {
      const msg = entry.msg ?? '(no message)';
      findings.errors.set(msg, (findings.errors.get(msg) ?? 0) + 1);
    }
  }
  return findings;
}
