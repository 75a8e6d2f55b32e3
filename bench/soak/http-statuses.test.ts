import { describe, expect, it } from 'vitest';
import { HttpStatusScanner } from './http-statuses.ts';

const responses = [
  'HTTP/1.1 200 OK\r\ncontent-length: 24\r\n\r\nHTTP/1.1 500 not a head\n',
  'HTTP/1.1 201 Created\r\ntransfer-encoding: chunked\r\n\r\n5\r\nhello\r\n1a\r\nHTTP/1.1 503 inside chunk\n\r\n0\r\n\r\n',
  'HTTP/1.1 304 Not Modified\r\netag: "x"\r\n\r\n',
  'HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n',
  'HTTP/1.1 500 Internal Server Error\r\nContent-Length: 2\r\n\r\n{}',
].join('');

function scan(chunks: Uint8Array[]): { statuses: number[]; lost: boolean } {
  const statuses: number[] = [];
  const scanner = new HttpStatusScanner((status) => statuses.push(status));
  for (const chunk of chunks) scanner.push(chunk);
  return { statuses, lost: scanner.lost };
}

describe('HttpStatusScanner', () => {
  it.each([
    ['in one chunk', 0],
    ['byte by byte', 1],
    ['in 7-byte chunks', 7],
  ])('reads each response status and skips bodies (%s)', (_name, size) => {
    const bytes = new Uint8Array(Buffer.from(responses, 'latin1'));
    const chunks =
      size === 0
        ? [bytes]
        : Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) =>
            bytes.subarray(i * size, (i + 1) * size),
          );
    expect(scan(chunks)).toEqual({ statuses: [200, 201, 304, 502, 500], lost: false });
  });

  it('stops, and says so, when the bytes are not HTTP responses', () => {
    expect(scan([new TextEncoder().encode('garbage\r\n\r\nHTTP/1.1 500 x\r\n\r\n')])).toEqual({
      statuses: [],
      lost: true,
    });
  });
});
