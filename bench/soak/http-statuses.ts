/**
 * Reads the status codes of the HTTP/1.1 responses flowing through one proxied connection, without
 * buffering bodies: each response's head is parsed, then its body skipped by Content-Length or by
 * chunks, so a body that happens to contain "HTTP/1.1 500" is never mistaken for a status line.
 *
 * Requests are not followed, so a response to HEAD (a length but no body) would throw the count off;
 * PouchDB's replication never sends HEAD. Bytes that do not parse as a response stop the scan of that
 * connection, and `lost` says so, rather than guessing where the next response starts.
 */
export class HttpStatusScanner {
  /** True once the stream stopped making sense as HTTP responses; later bytes are ignored. */
  lost = false;
  private head = '';
  private state: 'head' | 'body' | 'chunk-size' | 'chunk-data' | 'trailers' | 'until-close' = 'head';
  /** Bytes left in the current body or chunk (the chunk's trailing CRLF included). */
  private remaining = 0;
  private line = '';

  constructor(private readonly onStatus: (status: number) => void) {}

  push(bytes: Uint8Array): void {
    const chunk = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let at = 0;
    while (at < chunk.length && !this.lost) {
      switch (this.state) {
        case 'head':
        case 'chunk-size':
        case 'trailers': {
          const newline = chunk.indexOf(0x0a, at);
          const end = newline < 0 ? chunk.length : newline + 1;
          this.line += chunk.toString('latin1', at, end);
          at = end;
          if (newline >= 0) this.endOfLine();
          break;
        }
        case 'body':
        case 'chunk-data': {
          const take = Math.min(this.remaining, chunk.length - at);
          at += take;
          this.remaining -= take;
          if (this.remaining === 0) this.state = this.state === 'body' ? 'head' : 'chunk-size';
          break;
        }
        case 'until-close':
          return;
      }
    }
  }

  private endOfLine(): void {
    const line = this.line;
    this.line = '';
    if (this.state === 'chunk-size') {
      const size = Number.parseInt(line.split(';')[0]?.trim() ?? '', 16);
      if (!Number.isFinite(size) || size < 0) this.lost = true;
      else if (size === 0) this.state = 'trailers';
      else {
        this.state = 'chunk-data';
        this.remaining = size + 2;
      }
      return;
    }
    if (this.state === 'trailers') {
      if (line === '\r\n' || line === '\n') this.state = 'head';
      return;
    }
    // Response head: collect lines until the empty one.
    if (this.head === '' && (line === '\r\n' || line === '\n')) return;
    this.head += line;
    if (line === '\r\n' || line === '\n') this.endOfHead();
  }

  private endOfHead(): void {
    const [statusLine = '', ...headerLines] = this.head.split(/\r?\n/);
    this.head = '';
    const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
    if (match === null) {
      this.lost = true;
      return;
    }
    const status = Number(match[1]);
    this.onStatus(status);
    const headers = new Map<string, string>();
    for (const header of headerLines) {
      const colon = header.indexOf(':');
      if (colon > 0) headers.set(header.slice(0, colon).trim().toLowerCase(), header.slice(colon + 1).trim());
    }
    const length = headers.get('content-length');
    if (status < 200 || status === 204 || status === 304) this.state = 'head';
    else if (headers.get('transfer-encoding')?.toLowerCase().includes('chunked')) this.state = 'chunk-size';
    else if (length !== undefined) {
      this.remaining = Number(length);
      if (!Number.isSafeInteger(this.remaining) || this.remaining < 0) this.lost = true;
      this.state = this.remaining === 0 ? 'head' : 'body';
    } else this.state = 'until-close';
  }
}
