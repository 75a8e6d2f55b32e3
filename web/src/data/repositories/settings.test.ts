import { describe, expect, it } from 'vitest';
import { SETTINGS_ID } from '@restaurantpro/schema';
import { as, freshDb, MANAGER } from '../../../test/helper.ts';
import { getOrNull } from '../queries.ts';
import { saveSettings, type StoredSettings } from './settings.ts';

const ADMIN = { id: 'admin-1', role: 'admin' } as const;
const values = {
  businessName: 'Casa Pepe',
  nif: 'B12345674',
  address: 'Calle Mayor 1, Madrid',
  ticketFooter: 'Gracias por su visita',
  seriesPrefix: 'T',
  defaultIvaRate: 10,
};

describe('settings repository', () => {
  it('creates the one settings document, then edits it in place and drops an emptied footer', async () => {
    const db = freshDb();
    const first = await saveSettings(db, values, as(ADMIN));
    expect(first).toMatchObject({ _id: SETTINGS_ID, type: 'settings', ...values });
    await saveSettings(db, { ...values, ticketFooter: '', defaultIvaRate: 21 }, as(ADMIN, '2026-11-23T10:00:00.000Z'));
    const stored = await getOrNull<StoredSettings>(db, SETTINGS_ID);
    expect(stored).toMatchObject({ defaultIvaRate: 21, createdAt: first.createdAt, updatedAt: '2026-11-23T10:00:00.000Z' });
    expect(stored).not.toHaveProperty('ticketFooter');
  });

  it('refuses a NIF whose check letter is wrong, writing nothing', async () => {
    const db = freshDb();
    await expect(saveSettings(db, { ...values, nif: 'B12345675' }, as(ADMIN))).rejects.toMatchObject({
      kind: 'invalid',
      reason: expect.stringMatching(/control/),
    });
    expect(await getOrNull(db, SETTINGS_ID)).toBeNull();
  });

  it('refuses anyone but an administrator', async () => {
    const db = freshDb();
    await expect(saveSettings(db, values, as(MANAGER))).rejects.toMatchObject({ kind: 'refused' });
    expect(await getOrNull(db, SETTINGS_ID)).toBeNull();
  });
});
