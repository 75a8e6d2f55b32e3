/**
 * Deletes that would leave other documents pointing at nothing are refused, at every door alike:
 * an area that still has tables (a table without its area would show 'Área desconocida'), an
 * ingredient a recipe still uses (the recipe's cost could no longer be computed). Refused rather than
 * cascading, so nothing disappears that the user did not ask to delete.
 */
import { idPart, typePart } from '../id-syntax.ts';

/** What points at a deleted document: the type holding the reference, and how to tell it does. */
const REFERENCES = {
  area: {
    by: 'table',
    refers: (doc: object, id: string) => 'areaId' in doc && doc.areaId === id,
  },
  ingredient: {
    by: 'recipe',
    refers: (doc: object, id: string) =>
      'ingredients' in doc &&
      Array.isArray(doc.ingredients) &&
      doc.ingredients.some(
        (line: unknown) =>
          typeof line === 'object' && line !== null && 'ingredientId' in line && line.ingredientId === id,
      ),
  },
} as const;

export type ReferencedType = keyof typeof REFERENCES;

const isReferenced = (type: string): type is ReferencedType => Object.hasOwn(REFERENCES, type);

/** The types whose deletion is checked, and the type of the documents that may hold them. */
export function referencingType(type: string): 'table' | 'recipe' | null {
  return isReferenced(type) ? REFERENCES[type].by : null;
}

interface Referrer {
  _id: string;
  _deleted?: unknown;
}

/** Of `candidates` (documents of the referencing type), the live ones that point at `type:id`. */
export function referencesTo<T extends Referrer>(
  type: ReferencedType,
  id: string,
  candidates: readonly T[],
): T[] {
  const { refers } = REFERENCES[type];
  return candidates.filter((doc) => doc._deleted !== true && refers(doc, id));
}

/** How a refusal names a recipe: by its dish (a recipe has no name of its own). */
export function dishName(recipe: object, productName: (productId: string) => string | undefined): string {
  const productId = (recipe as { productId?: unknown }).productId;
  return (typeof productId === 'string' ? productName(productId) : undefined) ?? 'producto desconocido';
}

/**
 * The Spanish reason a delete of `type` is refused while documents point at it (`names`: how the
 * reason names each, see dishName), or null when none do.
 */
export function inUseReason(type: ReferencedType, names: readonly string[]): string | null {
  if (names.length === 0) return null;
  return type === 'area'
    ? `No se puede eliminar el área: tiene ${names.length} mesa(s) asignada(s). Mueve o elimina esas mesas primero.`
    : `No se puede eliminar el ingrediente: lo usa(n) ${names.length} receta(s) (${names.join(', ')}). Quítalo de esas recetas primero.`;
}

/**
 * What the in-use rule reads beyond the deleted document: the gateway finds it in the store as the
 * batch leaves it (a push that deletes the tables with their area goes through), a device has none.
 */
export interface InUseContext {
  /**
   * How a refusal names each live document that points at `type:id` (`id`: the id part): a table by
   * its number, a recipe by its dish (dishName). Absent: the rule is left to the gateway.
   */
  referrersOf?(type: ReferencedType, id: string): readonly string[];
}

/** Why deleting `deleted` (its last revision) is refused while documents point at it, or null. */
export function inUseProblem(deleted: { _id: string }, context: InUseContext): string | null {
  const type = typePart(deleted._id);
  if (context.referrersOf === undefined || !isReferenced(type)) return null;
  return inUseReason(type, context.referrersOf(type, idPart(deleted._id)));
}

/**
 * A product that was ever sold stays (its orders, tickets and reports name it): it is retired with
 * its 'Activo' switch instead. Only a product no order line ever referenced may be deleted.
 */
export const PRODUCT_SOLD_MESSAGE = 'No se puede eliminar un producto que ya se ha vendido: desactívalo';
