import { describe, expect, it } from 'vitest';
import { siteOutageLabel, siteStatusSchema } from './site.ts';

describe('site status', () => {
  it.each([
    [{ site: false }, null],
    [{ site: true, connected: true, offlineSince: null, pending: 0 }, null],
    [
      { site: true, connected: false, offlineSince: '2027-03-05T19:42:10.000Z', pending: 0 },
      'Sin conexión con la nube desde 20:42',
    ],
    [
      { site: true, connected: false, offlineSince: '2027-03-05T19:42:10.000Z', pending: 1 },
      'Sin conexión con la nube desde 20:42 · 1 cambio por subir',
    ],
    [
      { site: true, connected: true, offlineSince: '2027-07-05T08:05:00.000Z', pending: 37 },
      'Sin conexión con la nube desde 10:05 · 37 cambios por subir',
    ],
  ] as const)('%j reads %j in Madrid', (status, label) => {
    expect(siteOutageLabel(siteStatusSchema.parse(status), 'Europe/Madrid')).toBe(label);
  });

  it('refuses a status without its figures', () => {
    expect(siteStatusSchema.safeParse({ site: true, connected: false }).success).toBe(false);
    expect(
      siteStatusSchema.safeParse({ site: true, connected: true, offlineSince: null, pending: -1 }).success,
    ).toBe(false);
  });
});
