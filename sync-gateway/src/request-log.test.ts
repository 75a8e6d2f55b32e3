import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, RequestLog, requestLogLevel } from './request-log.ts';

describe('request log levels', () => {
  it('a device’s routine replication requests are debug lines', () => {
    expect(requestLogLevel('/db/floor/_changes?feed=longpoll&since=12', 200)).toBe('debug');
    expect(requestLogLevel('/db/floor/_local/abc', 404)).toBe('debug');
    expect(requestLogLevel('/db/floor/_bulk_docs', 201)).toBe('debug');
    expect(requestLogLevel('/db/', 200)).toBe('debug');
  });

  it('a refused or failed replication request, the API and sign-in stay visible', () => {
    expect(requestLogLevel('/db/floor/_bulk_docs', 403)).toBe('info');
    expect(requestLogLevel('/db/floor/_changes', 401)).toBe('info');
    expect(requestLogLevel('/api/orders', 200)).toBe('info');
    expect(requestLogLevel('/api/auth/login', 401)).toBe('info');
    expect(requestLogLevel('/dbx/anything', 200)).toBe('info');
    expect(requestLogLevel('/db/floor/_changes', 503)).toBe('warn');
  });

  it('a person at a terminal gets readable lines, a machine JSON', () => {
    expect(loggerOptions('info', false)).toEqual({ level: 'info' });
    expect(loggerOptions('debug', true)).toMatchObject({
      level: 'debug',
      transport: { target: 'pino-pretty' },
    });
  });

  async function linesAt(level: string) {
    const lines: Array<{ level: number; url?: string; statusCode?: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, next) {
        for (const line of chunk.toString().split('\n')) if (line !== '') lines.push(JSON.parse(line));
        next();
      },
    });
    const app = Fastify({ logger: { level, stream }, logController: new RequestLog() });
    app.get('/db/floor', async () => ({ ok: true }));
    app.get('/api/orders', async () => []);
    await app.ready();
    for (const url of ['/db/floor', '/api/orders', '/api/nothing']) await app.inject({ method: 'GET', url });
    await app.close();
    return lines.map((line) => [line.msg, line.url, line.statusCode, line.level]);
  }

  it('writes one line per answered request, and at info none for routine replication', async () => {
    // pino's levels: 20 debug, 30 info.
    expect(await linesAt('info')).toEqual([
      ['request', '/api/orders', 200, 30],
      ['request', '/api/nothing', 404, 30],
    ]);
    expect(await linesAt('debug')).toEqual([
      ['request', '/db/floor', 200, 20],
      ['request', '/api/orders', 200, 30],
      ['request', '/api/nothing', 404, 30],
    ]);
  });
});
