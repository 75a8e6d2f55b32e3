import type { ProductCategory } from '../../enums.ts';

/** What routing needs of a station: the categories and the single products sent to it. */
export interface StationRoute {
  id: string;
  categories: readonly ProductCategory[];
  productIds: readonly string[];
}

/** What routing needs of a line: its product, and the station it was passed to, if any. */
export interface RoutedLine {
  productId: string;
  stationId?: string;
}

/**
 * The station a line is made at: the one it was passed to; else the station its product is routed
 * to by itself (a single product beats its category); else the one its category goes to; else none,
 * and a kitchen with no stations for it shows it on every screen rather than lose it. Stations are
 * taken in the order given, so two routing the same product or category resolve the same way on
 * every device.
 */
export function stationFor(
  line: RoutedLine,
  category: ProductCategory | undefined,
  stations: readonly StationRoute[],
): string | null {
  if (line.stationId !== undefined && stations.some((station) => station.id === line.stationId))
    return line.stationId;
  const byProduct = stations.find((station) => station.productIds.includes(line.productId));
  if (byProduct !== undefined) return byProduct.id;
  if (category === undefined) return null;
  return stations.find((station) => station.categories.includes(category))?.id ?? null;
}
