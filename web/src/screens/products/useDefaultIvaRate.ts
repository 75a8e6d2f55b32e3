import { ivaRateOf, SETTINGS_ID, type Settings } from '@restaurantpro/schema';
import type { StoredDoc } from '../../data/queries.ts';
import { useLiveDoc } from '../../data/useLiveDoc.ts';

/** The rate a product without its own takes (schema's ivaRateOf over the restaurant's settings). */
export function useDefaultIvaRate(): number {
  const settings = useLiveDoc<Settings & StoredDoc>('floor', SETTINGS_ID);
  return ivaRateOf(undefined, settings.data ?? null);
}
