import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createTestPki,
  startFakeAeat,
  type FakeAeat,
  type TestPki,
} from '@restaurantpro/sync-gateway/testing/aeat';
import { startGateway, type Gateway } from './spec-gateway.ts';

/**
 * The fiscal spec's own gateway: the demo restaurant on a fresh data directory, configured to send
 * its billing records (VERIFACTU_*) to a fake AEAT running in the spec's process, behind mutual TLS
 * with a throwaway PKI: the restaurant's PKCS#12 certificate and the test CA written to a temporary
 * directory, as a restaurant's gateway reads them from files. The shared e2e gateway sends nowhere,
 * and its tickets belong to the other specs.
 */

export interface FiscalGateway {
  url: string;
  aeat: FakeAeat;
  /** Stops the gateway, then the fake AEAT, and removes every temporary file. */
  close: () => Promise<void>;
}

export async function fiscalGateway(): Promise<FiscalGateway> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rp-e2e-fiscal-'));
  let pki: TestPki | undefined;
  let aeat: FakeAeat | undefined;
  let gateway: Gateway | undefined;
  // Each step undone in reverse, whether the start failed half-way or the spec is over.
  const close = async () => {
    await gateway?.stop();
    await aeat?.close();
    await pki?.cleanup();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    pki = await createTestPki();
    aeat = await startFakeAeat(pki);
    // The gateway waits each answer's TiempoEsperaEnvio before its next message: 2 s rather than the
    // service's usual 60 keeps the full invoice, sent after the ticket, within the spec's time.
    aeat.waitSeconds = 2;
    const cert = path.join(dir, 'certificado.p12');
    const ca = path.join(dir, 'ca.pem');
    const dataDir = path.join(dir, 'data');
    await writeFile(cert, new Uint8Array(pki.clientPfx));
    await writeFile(ca, new Uint8Array(pki.ca));
    gateway = await startGateway(dataDir, {
      demo: true,
      env: {
        VERIFACTU_URL: aeat.url,
        VERIFACTU_CERT: cert,
        VERIFACTU_CERT_PASSWORD: pki.passphrase,
        VERIFACTU_CA: ca,
      },
    });
    return { url: gateway.url, aeat, close };
  } catch (err) {
    await close();
    throw err;
  }
}
