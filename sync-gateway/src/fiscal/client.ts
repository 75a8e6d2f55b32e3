import https from 'node:https';
import tls from 'node:tls';
import { MAX_ANSWER_BYTES, REQUEST_TIMEOUT_MS } from './policy.ts';

/**
 * Posts a message to the AEAT's SistemaFacturacion service over HTTPS with mutual TLS: the AEAT
 * knows who sends by the client certificate (the taxpayer's, or a representative's), so there is no
 * other credential. The connection goes straight to the AEAT (no proxy, no pooled agent shared with
 * the rest of the process) and is bounded in time and size.
 */

/** The service's endpoints (SistemaFacturacion.wsdl, service sfVerifactu). */
export const AEAT_ENDPOINTS = {
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  /** For certificados de sello (a company's seal certificate). */
  productionSeal: 'https://www10.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  testSeal: 'https://prewww10.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;

export interface AeatConnection {
  url: string;
  /**
   * The client certificate and its key, as PKCS#12 (.p12/.pfx). Node also trusts, for the server's
   * certificate, any CA certificate bundled in it (usually the issuer's chain).
   */
  pfx: Buffer;
  passphrase?: string;
  /** A CA trusted in addition to the system's (PEM): a test service's own. */
  ca?: Buffer;
  /** Bound on the whole exchange; REQUEST_TIMEOUT_MS when absent. */
  timeoutMs?: number;
}

/**
 * Why no answer came back: `certificate` (the PKCS#12 or its passphrase cannot be used), `tls` (the
 * handshake failed: the server's certificate is not trusted, or ours was refused), `network`,
 * `timeout`, `status` (an HTTP status that carries no SOAP answer), `too-large`, `aborted`.
 */
export type TransportFailure =
  'certificate' | 'tls' | 'network' | 'timeout' | 'status' | 'too-large' | 'aborted';

export class FiscalTransportError extends Error {
  constructor(
    readonly reason: TransportFailure,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'FiscalTransportError';
  }
}

function codeOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : '';
}

const TLS_CODES = /^(ERR_SSL_|ERR_TLS_|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_|HOSTNAME_|ERR_OSSL_)/;

function transportError(error: unknown): FiscalTransportError {
  if (error instanceof FiscalTransportError) return error;
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === 'ABORT_ERR')
    return new FiscalTransportError('aborted', 'Envío interrumpido', undefined, { cause: error });
  const reason: TransportFailure = TLS_CODES.test(code) ? 'tls' : 'network';
  return new FiscalTransportError(reason, `${code || 'Error'}: ${message}`, undefined, { cause: error });
}

/**
 * Posts `xml` as a SOAP 1.1 request and resolves with the answer's body. A 200 carries the AEAT's
 * answer and a 500 its SOAP fault (SOAP 1.1 sends faults with 500), so both resolve and the caller
 * reads them (response.ts); anything else rejects with a FiscalTransportError, as does every failure
 * to get an answer at all. `signal` abandons the exchange.
 */
export function sendEnvelope(config: AeatConnection, xml: string, signal?: AbortSignal): Promise<string> {
  const url = new URL(config.url);
  if (url.protocol !== 'https:') {
    return Promise.reject(new FiscalTransportError('network', `Solo HTTPS: ${url.protocol}`));
  }
  const body = Buffer.from(xml, 'utf8');
  const timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS;

  return new Promise<string>((resolve, reject) => {
    let request: ReturnType<typeof https.request>;
    try {
      request = https.request({
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port === '' ? 443 : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: {
          'content-type': 'text/xml; charset=utf-8',
          'content-length': body.length,
          // The WSDL's soapAction for RegFactuSistemaFacturacion is empty.
          soapaction: '""',
        },
        pfx: config.pfx,
        ...(config.passphrase === undefined ? {} : { passphrase: config.passphrase }),
        // `ca` replaces Node's trusted roots; an extra CA is added to them instead.
        ...(config.ca === undefined ? {} : { ca: [...tls.rootCertificates, config.ca.toString('utf8')] }),
        minVersion: 'TLSv1.2',
        // A fresh connection per message: no pooled socket, no agent someone configured globally.
        agent: false,
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      // An unreadable PKCS#12 or a wrong passphrase throws while the TLS context is built.
      reject(
        new FiscalTransportError('certificate', 'Certificado de cliente no válido', undefined, {
          cause: error,
        }),
      );
      return;
    }

    // Rejecting first and destroying after: once the answer has begun, destroying the request may
    // not surface as a request error, and the promise must settle either way (later calls are no-ops).
    const fail = (error: unknown) => {
      clearTimeout(deadline);
      reject(transportError(error));
    };
    const abandon = (error: FiscalTransportError) => {
      fail(error);
      request.destroy(error);
    };
    const deadline = setTimeout(
      () => abandon(new FiscalTransportError('timeout', `Sin respuesta en ${timeoutMs} ms`)),
      timeoutMs,
    );

    request.on('error', fail);
    request.on('response', (response) => {
      const chunks: Uint8Array[] = [];
      let size = 0;
      response.on('data', (chunk: Uint8Array) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) {
          abandon(new FiscalTransportError('too-large', `Respuesta de más de ${MAX_ANSWER_BYTES} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      response.on('error', fail);
      response.on('end', () => {
        if (size > MAX_ANSWER_BYTES) return;
        clearTimeout(deadline);
        const status = response.statusCode ?? 0;
        if (status === 200 || status === 500) resolve(Buffer.concat(chunks).toString('utf8'));
        else reject(new FiscalTransportError('status', `HTTP ${status}`, status));
      });
    });
    request.end(body);
  });
}
