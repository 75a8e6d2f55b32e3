import { billOf, halfUp, money, type BillLine, type Dish, type Figures } from './money-figures.ts';

/**
 * The fiscal spec's figures worked out here, never read from the app: the sitting's bill with a
 * percent off the whole check, and the AEAT's ValidarQR address its ticket must print.
 */

/** What the demo restaurant prints on its tickets and sends as IDEmisorFactura (settings:restaurant). */
export const NIF = 'B12345674';

/** The AEAT's production ValidarQR service (its "Características del QR" document). */
const VALIDAR_QR = 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR';

/** Demo menu prices (cents, without IVA); the caña is set to 21 % by the spec, the food keeps 10 %. */
export const DISH = {
  cana: { name: 'Caña de cerveza', category: 'Bebidas', cents: 280, rate: 21 },
  croquetas: { name: 'Croquetas de jamón ibérico', category: 'Entradas', cents: 950, rate: 10 },
  bravas: { name: 'Patatas bravas', category: 'Entradas', cents: 650, rate: 10 },
  tortilla: { name: 'Tortilla española', category: 'Entradas', cents: 800, rate: 10 },
} satisfies Record<string, Dish>;
/** The demo product the spec moves to 21 %. */
export const CANA_PRODUCT = 'cerveza-cana';

/**
 * `total` cents shared in proportion to `weights`: each share rounded down, the cents left over to
 * the largest remainders (ties to the first), so the shares add up to `total` exactly.
 */
export function largestRemainder(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const order = weights
    .map((weight, index) => ({ index, rest: (total * weight) % sum }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

/**
 * The bill of some lines with `percent` off the whole check: the discount is that percent of the
 * subtotal (half up), spread over the rates in proportion to their bases (largest remainder), and
 * each rate's IVA is worked out once on what its base keeps, half up (docs/money.md).
 */
export function billWithCheckDiscount(lines: readonly BillLine[], percent: number): Figures {
  const before = billOf(lines);
  const discount = halfUp(before.subtotal * percent, 100);
  const off = largestRemainder(
    discount,
    before.taxes.map((tax) => tax.base),
  );
  const taxes = before.taxes.map((tax, index) => {
    const base = tax.base - (off[index] ?? 0);
    return { rate: tax.rate, base, amount: halfUp(base * tax.rate, 100) };
  });
  const subtotal = taxes.reduce((sum, tax) => sum + tax.base, 0);
  const total = subtotal + taxes.reduce((sum, tax) => sum + tax.amount, 0);
  return { taxes, subtotal, total, discount: before.discount + discount };
}

/** A calendar day in Madrid as the AEAT writes dates: '27-11-2026'. */
export function madridDate(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((found) => found.type === type)?.value;
  return `${part('day')}-${part('month')}-${part('year')}`;
}

/** The ValidarQR address of a ticket: the issuer's NIF, its number, its date and its total, each URL-encoded. */
export function validarQrUrl(numSerie: string, fecha: string, totalCents: number): string {
  const query = new URLSearchParams();
  query.set('nif', NIF);
  query.set('numserie', numSerie);
  query.set('fecha', fecha);
  query.set('importe', money(totalCents));
  return `${VALIDAR_QR}?${query.toString()}`;
}
