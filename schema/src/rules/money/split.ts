import type { LineRef } from '../../docs/check.ts';
import type { PaymentSplit } from '../../docs/money.ts';
import { toCents } from '../../money.ts';
import { lineKey, type Bill } from './bill.ts';
import { euros } from './format.ts';
import { spreadCents } from './iva.ts';

/** The most parts a bill is split into (the payment's shape allows no more). */
export const MAX_SPLIT_PARTS = 50;

/**
 * `totalCents` in `n` equal parts that add up exactly: the cents that do not divide go one each to
 * the first parts (10,00 € in 3 → 3,34 + 3,33 + 3,33), so whoever pays first pays the odd cent.
 */
export function splitEqual(totalCents: number, n: number): number[] {
  if (!Number.isSafeInteger(totalCents) || totalCents < 0)
    throw new RangeError(`Invalid amount: ${totalCents}`);
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_SPLIT_PARTS) throw new RangeError(`Invalid parts: ${n}`);
  const base = Math.floor(totalCents / n);
  const extra = totalCents - base * n;
  return Array.from({ length: n }, (_, index) => base + (index < extra ? 1 : 0));
}

/**
 * What each line of the bill pays of its total, in cents, adding up to the total exactly: the base
 * and IVA of each rate (check-wide adjustments already spread over them) shared among that rate's
 * lines in proportion to their amounts, largest remainder.
 */
export function lineShares(bill: Bill): number[] {
  const shares = bill.lines.map(() => 0);
  for (const tax of bill.taxes) {
    const indexes = bill.lines.flatMap((line, index) => (line.ivaRate === tax.rate ? [index] : []));
    const gross = toCents(tax.base) + toCents(tax.amount);
    const parts = spreadCents(
      gross,
      indexes.map((index) => toCents(bill.lines[index]?.amount ?? '0.00')),
    );
    indexes.forEach((index, i) => (shares[index] = parts[i] ?? 0));
  }
  return shares;
}

/**
 * The bill's total split by chosen lines: each group pays its lines' shares (lineShares), so the
 * drinks carry their 21 % and the food its 10 %. Lines in no group make one more, last part (what is
 * left for the rest of the table), so the parts always add up to the bill's total.
 */
export function splitByLines(bill: Bill, groups: readonly (readonly LineRef[])[]): number[] {
  const shares = lineShares(bill);
  const groupOf = new Map<string, number>();
  groups.forEach((group, index) => {
    for (const ref of group) if (!groupOf.has(lineKey(ref))) groupOf.set(lineKey(ref), index);
  });
  const parts = groups.map(() => 0);
  let rest = 0;
  let restLines = 0;
  bill.lines.forEach((line, index) => {
    const share = shares[index] ?? 0;
    const group = groupOf.get(lineKey(line));
    if (group === undefined) {
      rest += share;
      restLines += 1;
    } else parts[group] = (parts[group] ?? 0) + share;
  });
  return restLines > 0 ? [...parts, rest] : parts;
}

/** A split whose parts do not add up to what it divides: the exact figures, so it can be fixed. */
export function splitSumMessage(partsCents: number, ofCents: number): string {
  return `Las partes (${euros(partsCents)}) no suman el total a dividir (${euros(ofCents)})`;
}

/**
 * Why a payment's split is wrong, or null: the parts add up to what is divided exactly, each part is
 * at least a cent, this payment is one of them and pays exactly its part, and a split by lines says
 * which lines it pays.
 */
export function splitProblem(split: PaymentSplit, amount: string): string | null {
  const parts = split.parts.map(toCents);
  const sum = parts.reduce((acc, part) => acc + part, 0);
  if (sum !== toCents(split.of)) return splitSumMessage(sum, toCents(split.of));
  if (parts.some((part) => part <= 0)) return 'Cada parte debe ser de al menos 0,01 €';
  const part = parts[split.index];
  if (part === undefined) return 'Esta parte no está entre las de la división';
  if (part !== toCents(amount)) {
    return `El cobro (${euros(toCents(amount))}) no es el de su parte (${euros(part)})`;
  }
  if (split.kind === 'lines' && (split.lines ?? []).length === 0)
    return 'Indica las líneas que paga esta parte';
  return null;
}
