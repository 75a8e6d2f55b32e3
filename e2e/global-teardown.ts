import { rm } from 'node:fs/promises';

/** Removes the gateway's temporary data directory once every test has run. */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.RP_E2E_DATA_DIR;
  if (dir) await rm(dir, { recursive: true, force: true });
}
