import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dbPrefix: 'rp_',
      demo: true,
      demoHistoryDays: 28,
      timezone: 'Europe/Madrid',
      couchdbUrl: undefined,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it.each([
    ['DEMO', 'false', { demo: false }],
    ['DEMO', '0', { demo: false }],
    ['DEMO_HISTORY_DAYS', '0', { demoHistoryDays: 0 }],
    ['DEMO_HISTORY_DAYS', '7', { demoHistoryDays: 7 }],
    ['PORT', '8080', { port: 8080 }],
    ['ADMIN_EMAIL', 'Jefa@Example.COM', { adminEmail: 'jefa@example.com' }],
    ['COUCHDB_URL', 'http://couch:5984', { couchdbUrl: 'http://couch:5984' }],
    ['TIMEZONE', 'Atlantic/Canary', { timezone: 'Atlantic/Canary' }],
    [
      'UPSTREAM_URL',
      'https://hub:secret@couch.example.com',
      { upstreamUrl: 'https://hub:secret@couch.example.com' },
    ],
  ])('reads %s=%s', (name, value, expected) => {
    expect(loadConfig({ [name]: value })).toMatchObject(expected);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', COUCHDB_URL: '' })).toMatchObject({ port: 3000, couchdbUrl: undefined });
  });

  it('refuses a site hub on CouchDB: the hub replicates its own embedded store', () => {
    const both = { COUCHDB_URL: 'http://couch:5984', UPSTREAM_URL: 'http://cloud:5984' };
    expect(() => loadConfig(both)).toThrow(/UPSTREAM_URL.*COUCHDB_URL/);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DEMO', 'maybe'],
    ['DEMO_HISTORY_DAYS', '-1'],
    ['DEMO_HISTORY_DAYS', '2.5'],
    ['DEMO_HISTORY_DAYS', 'many'],
    ['COUCHDB_URL', 'not a url'],
    ['UPSTREAM_URL', 'couch.example.com'],
    ['DB_PREFIX', 'Bad-Prefix'],
    ['SESSION_SECRET', 'short'],
    ['TIMEZONE', 'Mars/Olympus'],
    ['ADMIN_PASSWORD', '123'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });
});
