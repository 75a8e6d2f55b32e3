import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A throwaway PKI made with the `openssl` CLI for the fake AEAT: a test CA, a server certificate for
 * 127.0.0.1 and a client certificate (PKCS#12, as the AEAT's taxpayers hold theirs) signed by it,
 * plus a client certificate from a CA the server does not trust. EC keys, so it takes milliseconds.
 */

const run = promisify(execFile);

export interface TestPki {
  /** The test CA's certificate (PEM): the server's issuer, and the only CA it accepts clients from. */
  ca: Buffer;
  serverKey: Buffer;
  serverCert: Buffer;
  /** Client certificate and key signed by the test CA. */
  clientPfx: Buffer;
  passphrase: string;
  /** Client certificate signed by another CA. */
  foreignPfx: Buffer;
  cleanup(): Promise<void>;
}

const KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'];

async function openssl(dir: string, args: readonly string[]): Promise<void> {
  await run('openssl', args, { cwd: dir });
}

async function makeCa(dir: string, name: string): Promise<void> {
  await openssl(dir, [
    'req',
    '-x509',
    ...KEY,
    '-keyout',
    `${name}.key`,
    '-out',
    `${name}.crt`,
    '-days',
    '2',
    '-subj',
    `/CN=${name}`,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  ]);
}

async function makeLeaf(
  dir: string,
  ca: string,
  name: string,
  subject: string,
  extensions: string,
): Promise<void> {
  await writeFile(path.join(dir, `${name}.ext`), extensions);
  await openssl(dir, ['req', ...KEY, '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject]);
  await openssl(dir, [
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    `${ca}.crt`,
    '-CAkey',
    `${ca}.key`,
    '-set_serial',
    String(Date.now()),
    '-days',
    '2',
    '-extfile',
    `${name}.ext`,
    '-out',
    `${name}.crt`,
  ]);
}

/**
 * Certificate and key only: Node also trusts, for the server's certificate, any CA certificate
 * bundled in a PKCS#12, and the tests must see the CA trusted through `ca` alone.
 */
async function makePfx(dir: string, name: string, passphrase: string): Promise<void> {
  await openssl(dir, [
    'pkcs12',
    '-export',
    '-inkey',
    `${name}.key`,
    '-in',
    `${name}.crt`,
    '-out',
    `${name}.p12`,
    '-passout',
    `pass:${passphrase}`,
  ]);
}

export async function createTestPki(): Promise<TestPki> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fiscal-pki-'));
  const passphrase = 'clave-del-certificado';
  try {
    await Promise.all([makeCa(dir, 'test-ca'), makeCa(dir, 'other-ca')]);
    await Promise.all([
      makeLeaf(
        dir,
        'test-ca',
        'server',
        '/CN=127.0.0.1',
        'subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n',
      ),
      makeLeaf(dir, 'test-ca', 'client', '/CN=B12345674/O=Casa Pepe', 'extendedKeyUsage=clientAuth\n'),
      makeLeaf(dir, 'other-ca', 'foreign', '/CN=B12345674/O=Casa Pepe', 'extendedKeyUsage=clientAuth\n'),
    ]);
    await Promise.all([makePfx(dir, 'client', passphrase), makePfx(dir, 'foreign', passphrase)]);
    const read = (file: string) => readFile(path.join(dir, file));
    return {
      ca: await read('test-ca.crt'),
      serverKey: await read('server.key'),
      serverCert: await read('server.crt'),
      clientPfx: await read('client.p12'),
      passphrase,
      foreignPfx: await read('foreign.p12'),
      cleanup: () => rm(dir, { recursive: true, force: true }),
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
