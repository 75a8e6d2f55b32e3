import { newId, SETTINGS_ID, settingsSchema, type Settings } from '@restaurantpro/schema';
import { sendRound } from '../src/data/repositories/checks.ts';
import type { WriteContext } from '../src/data/repositories/context.ts';
import { putTable } from './floor.ts';

/** The restaurant's settings on a test replica, as an administrator would have saved them. */
export async function putSettings(db: PouchDB.Database, change: Partial<Settings> = {}): Promise<Settings> {
  const at = '2026-11-22T08:00:00.000Z';
  const settings = settingsSchema.parse({
    _id: SETTINGS_ID,
    type: 'settings',
    createdAt: at,
    updatedAt: at,
    updatedBy: 'admin-1',
    businessName: 'Casa Pepe',
    nif: 'B12345674',
    address: 'Calle Mayor 1, Madrid',
    seriesPrefix: 'T',
    defaultIvaRate: 10,
    ...change,
  });
  await db.put(settings);
  return settings;
}

/**
 * A table with a served round worth `quantity × unitPrice` before IVA (10 %): 4 × 19,59 = 78,36 +
 * 7,84 = 86,20 €, the sitting of the end-to-end test (a part of 43,10 € paid with 50 €).
 */
export async function sittingToPay(
  db: PouchDB.Database,
  ctx: WriteContext,
  { table = 'mesa-3', quantity = 4, unitPrice = '19.59' }: { table?: string; quantity?: number; unitPrice?: string } = {},
): Promise<string> {
  await putTable(db, { id: table, number: table.replace('mesa-', '') });
  const lines = [{ productId: 'menu', productName: 'Menú del día', quantity, unitPrice }];
  const sent = await sendRound(db, { id: newId(), tableId: table, lines, lineIds: lines.map(() => newId()) }, ctx);
  return sent.check._id.slice('check:'.length);
}
