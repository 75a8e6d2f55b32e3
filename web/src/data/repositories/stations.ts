import { stationFieldsSchema, stationInputSchema, stationSchema, type Station } from '@restaurantpro/schema';
import type { StoredDoc } from '../queries.ts';
import { docRemover, docSaver, type DocKind } from './back-office-docs.ts';

/** The kitchen's stations and what is routed to each, on the floor replica. */

export type StoredStation = Station & StoredDoc;

const STATION: DocKind<Station> = {
  type: 'station',
  input: stationInputSchema,
  doc: stationFieldsSchema,
  // The whole document schema judges the saved station last, so red before amber is refused with its
  // Spanish reason (shown in the toast) rather than as invalid values.
  problem: (_prev, next) => stationSchema.safeParse(next).error?.issues[0]?.message ?? null,
};

/** Creates (`id` null) or updates a station from the dialog's values. */
export const saveStation = docSaver(STATION);

/** Deletes a station: the lines it was making go back to their routing (nothing points at it). */
export const deleteStation = docRemover(STATION);
