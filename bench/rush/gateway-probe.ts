// The gateway process seen from outside, as the kernel accounts for it (Linux /proc): CPU time used
// and resident memory, the latter sampled every second into the current phase's peak.
import { readFile } from 'node:fs/promises';

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
const SAMPLE_EVERY_MS = 1000;

/** CPU time (user + system) the process has used, in ms. */
export async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // utime and stime are fields 14 and 15; the command name (field 2) may hold spaces, so count after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** Resident memory (VmRSS), in MB. */
export async function rssMbOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Samples the RSS every second; `peak()` is the largest since the last `reset()`. */
export class RssSampler {
  private max = 0;
  private readonly timer: NodeJS.Timeout;
  readonly samples: Array<{ atS: number; rssMb: number }> = [];
  private readonly started = performance.now();

  constructor(private readonly pid: number) {
    this.timer = setInterval(() => void this.sample(), SAMPLE_EVERY_MS);
  }

  private async sample(): Promise<void> {
    try {
      const rssMb = await rssMbOf(this.pid);
      this.max = Math.max(this.max, rssMb);
      this.samples.push({ atS: Math.round((performance.now() - this.started) / 1000), rssMb });
    } catch {
      // The gateway exited: the run reports that by itself.
    }
  }

  reset(): void {
    this.max = 0;
  }

  peak(): number {
    return this.max;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
