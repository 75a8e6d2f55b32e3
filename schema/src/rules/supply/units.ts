import type { IngredientUnit } from '../../enums.ts';
import { divRound } from '../../money.ts';

/**
 * Units of ingredients and of the goods received (DESIGN.md §10, decision 3): kg↔g and l↔ml convert
 * (×1000); units and packages stand alone, since how many grams a package holds is nowhere written.
 * Quantities travel as milli-units and costs as cents, so conversions are integer arithmetic.
 */

type Dimension = 'mass' | 'volume' | 'units' | 'packages';

/** Each unit's dimension and its size in the smallest unit of that dimension (g, ml). */
const UNITS: Readonly<Record<IngredientUnit, { dimension: Dimension; size: number }>> = {
  kg: { dimension: 'mass', size: 1000 },
  g: { dimension: 'mass', size: 1 },
  l: { dimension: 'volume', size: 1000 },
  ml: { dimension: 'volume', size: 1 },
  units: { dimension: 'units', size: 1 },
  packages: { dimension: 'packages', size: 1 },
};

/** How a refusal names a unit, and what it suggests using instead. */
const UNIT_WORDS: Readonly<Record<IngredientUnit, string>> = {
  kg: 'kg',
  g: 'g',
  l: 'l',
  ml: 'ml',
  units: 'unidades',
  packages: 'paquetes',
};
const DIMENSION_HINTS: Readonly<Record<Dimension, string>> = {
  mass: 'usa una unidad de peso',
  volume: 'usa una unidad de volumen',
  units: 'usa unidades',
  packages: 'usa paquetes',
};

export function unitsConvert(from: IngredientUnit, to: IngredientUnit): boolean {
  return UNITS[from].dimension === UNITS[to].dimension;
}

/** What one `from` is in `to` (kg → g: 1000, g → kg: 0.001, kg → kg: 1); null when they do not convert. */
export function unitFactor(from: IngredientUnit, to: IngredientUnit): number | null {
  return unitsConvert(from, to) ? UNITS[from].size / UNITS[to].size : null;
}

/**
 * Why a quantity in `from` cannot be received into an ingredient kept in `to`, or null:
 * "No se puede convertir l a kg: usa una unidad de peso".
 */
export function unitProblem(from: IngredientUnit, to: IngredientUnit): string | null {
  if (unitsConvert(from, to)) return null;
  return `No se puede convertir ${UNIT_WORDS[from]} a ${UNIT_WORDS[to]}: ${DIMENSION_HINTS[UNITS[to].dimension]}`;
}

/**
 * `milli` milli-units of `from` in milli-units of `to`, rounded half up to the milli-unit (1,5 g is
 * 0,002 kg); null when the units do not convert.
 */
export function convertMilli(milli: number, from: IngredientUnit, to: IngredientUnit): number | null {
  if (!Number.isSafeInteger(milli)) throw new RangeError(`Milli-units must be an integer: ${milli}`);
  if (!unitsConvert(from, to)) return null;
  return Number(divRound(BigInt(milli) * BigInt(UNITS[from].size), BigInt(UNITS[to].size)));
}

/**
 * A cost per `from` as a cost per `to`, in cents rounded half up (3,40 €/kg → 0,34 €/100 g is
 * 0 cents per g: an ingredient kept in g or ml has its cost to the cent per g or ml, which the
 * stored costPerUnit, money with 2 decimals, cannot hold any finer). Null when the units do not convert.
 */
export function costPerUnitIn(
  unitCostCents: number,
  from: IngredientUnit,
  to: IngredientUnit,
): number | null {
  if (!Number.isSafeInteger(unitCostCents))
    throw new RangeError(`Cents must be an integer: ${unitCostCents}`);
  if (!unitsConvert(from, to)) return null;
  // One `to` is size(to)/size(from) of a `from`.
  return Number(divRound(BigInt(unitCostCents) * BigInt(UNITS[to].size), BigInt(UNITS[from].size)));
}
