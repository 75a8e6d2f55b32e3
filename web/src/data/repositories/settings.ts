import { SETTINGS_ID, settingsInputSchema, settingsProblem, settingsSchema, type Settings } from '@restaurantpro/schema';
import { getOrNull, type StoredDoc } from '../queries.ts';
import type { WriteContext } from './context.ts';
import { assertMayWrite, withoutUndefined } from './products.ts';
import { repositoryWrite, WriteError } from './write-error.ts';

/**
 * The restaurant's data (`settings:restaurant`): the issuer every ticket prints, the series prefix
 * and the default IVA rate. One document, written by an administrator; the device checks it with the
 * schema (shape, NIF check letter, role) before saving, as the gateway does again.
 */

export type StoredSettings = Settings & StoredDoc;

/**
 * Creates or replaces the settings document from the form's (or the API's) values, parsed with
 * schema's settingsInputSchema; an emptied footer disappears from it.
 */
export const saveSettings = repositoryWrite(async function saveSettings(
  db: PouchDB.Database,
  input: unknown,
  { actor, now }: WriteContext,
): Promise<StoredSettings> {
  const values = settingsInputSchema.parse(input);
  const prev = await getOrNull<StoredSettings>(db, SETTINGS_ID);
  const at = now.toISOString();
  const doc = settingsSchema.parse(
    withoutUndefined({
      _id: SETTINGS_ID,
      type: 'settings',
      createdAt: prev?.createdAt ?? at,
      updatedAt: at,
      updatedBy: actor.id,
      ...values,
      ticketFooter: values.ticketFooter || undefined,
    }),
  );
  const problem = settingsProblem(doc);
  if (problem !== null) throw new WriteError('invalid', problem);
  assertMayWrite(actor, prev, doc);
  const { rev } = await db.put(prev ? { ...doc, _rev: prev._rev } : doc);
  return { ...doc, _rev: rev };
});
