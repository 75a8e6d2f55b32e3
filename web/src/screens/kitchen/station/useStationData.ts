import { useCallback, useMemo } from 'react';
import {
  DEFAULT_LATE_FACTORS,
  stationFor,
  type BoardLine,
  type LateFactors,
  type Order,
  type ProductCategory,
  type Station,
} from '@restaurantpro/schema';
import { refOf } from '../../../data/repositories/orders.ts';
import { useLiveDocs } from '../../../data/useLiveDocs.ts';
import type { LiveResult } from '../../../data/useLiveQuery.ts';
import { allergensByProduct } from '../../../lib/order-lines.ts';

/** What the station boards and the pass read, each map built once per change of its documents. */
export interface StationData {
  /** The catalogue and the stations are read: until then a line's station is unknown, not 'none'. */
  routed: boolean;
  orders: LiveResult<Order[]>;
  /** Active stations, in the order they were created: routing takes them in this order everywhere. */
  stations: Station[];
  stationNames: ReadonlyMap<string, string>;
  routeOf: (line: BoardLine) => string | null;
  tableLabel: (tableId: string | undefined) => string;
  allergens: ReadonlyMap<string, string>;
  prepMinutes: ReadonlyMap<string, number>;
  factorsOf: (stationId: string) => LateFactors;
}

export function useStationData(): StationData {
  const orders = useLiveDocs('order');
  const tables = useLiveDocs('table');
  const products = useLiveDocs('product');
  const stationDocs = useLiveDocs('station');

  const catalogue = useMemo(() => {
    const list = products.data ?? [];
    return {
      allergens: allergensByProduct(list),
      prepMinutes: new Map(list.map((product) => [refOf(product), product.preparationTime])),
      categories: new Map<string, ProductCategory>(list.map((product) => [refOf(product), product.category])),
    };
  }, [products.data]);

  const routing = useMemo(() => {
    const stations = (stationDocs.data ?? []).filter((station) => station.isActive);
    const routes = stations.map((station) => ({ ...station, id: refOf(station) }));
    return {
      stations,
      stationNames: new Map(routes.map((route) => [route.id, route.name])),
      factors: new Map(routes.map((route) => [route.id, { amber: route.amberFactor, red: route.redFactor }])),
      routes,
    };
  }, [stationDocs.data]);

  const tableNames = useMemo(
    () => new Map((tables.data ?? []).map((table) => [refOf(table), `Mesa ${table.number}`])),
    [tables.data],
  );

  // Apart from the orders: the tickets are memoised on these, so an order arriving leaves them as they are.
  const routeOf = useCallback(
    (line: BoardLine) => stationFor(line, catalogue.categories.get(line.productId), routing.routes),
    [catalogue, routing],
  );
  const tableLabel = useCallback(
    (tableId: string | undefined) => (tableId ? (tableNames.get(tableId) ?? `Mesa ${tableId}`) : 'Sin mesa'),
    [tableNames],
  );
  const factorsOf = useCallback(
    (stationId: string) => routing.factors.get(stationId) ?? DEFAULT_LATE_FACTORS,
    [routing],
  );
  return {
    routed: products.status !== 'loading' && stationDocs.status !== 'loading',
    orders,
    stations: routing.stations,
    stationNames: routing.stationNames,
    routeOf,
    tableLabel,
    allergens: catalogue.allergens,
    prepMinutes: catalogue.prepMinutes,
    factorsOf,
  };
}
