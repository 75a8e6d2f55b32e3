import type { Settings } from '../../docs/settings.ts';
import { SETTINGS_ID } from '../../docs/settings.ts';
import { taxIdProblem } from './tax-id.ts';

export const SETTINGS_DELETE_MESSAGE = 'Los datos del restaurante no se borran: edítalos';

/** Why the restaurant's settings may not be stored, or null: the one document, with a valid NIF. */
export function settingsProblem(settings: Settings): string | null {
  if (settings._id !== SETTINGS_ID) return 'Los datos del restaurante son un único documento';
  return taxIdProblem(settings.nif);
}
