import type { TaxLine } from '@restaurantpro/schema';
import { formatEuro } from '../../lib/format.ts';

/** Base and IVA per rate, as a simplified invoice must show them (one row per rate). */
export function TaxTable({ taxes }: { taxes: readonly TaxLine[] }) {
  return (
    <table aria-label="Desglose de IVA">
      <thead>
        <tr>
          <th scope="col">IVA</th>
          <th scope="col">Base</th>
          <th scope="col">Cuota</th>
        </tr>
      </thead>
      <tbody>
        {taxes.map((tax) => (
          <tr key={tax.rate}>
            <td>{tax.rate} %</td>
            <td>{formatEuro(tax.base)}</td>
            <td>{formatEuro(tax.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
