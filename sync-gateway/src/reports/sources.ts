import { DOC_SCHEMAS, SETTINGS_ID, type DaySources, type ReportProduct } from '@restaurantpro/schema';
import { typeRange } from '../store/current.ts';
import { StoreError, type StoreDb } from '../store/types.ts';
import type { DayDocuments } from './day-documents.ts';

/** What every day of a recompute reads besides its own documents: the catalogue and the settings. */
export interface DayContext {
  timezone: string;
  products: readonly ReportProduct[];
  settings: { defaultIvaRate: number } | null;
}

/**
 * The products' categories and IVA rates (every product, inactive ones too: a line sold last month
 * still names its category) and the restaurant's default IVA rate, as the bills read them.
 */
export async function dayContext(floor: StoreDb, timezone: string): Promise<DayContext> {
  const { rows } = await floor.allDocs({ ...typeRange('product'), include_docs: true });
  const products = rows.flatMap((row): ReportProduct[] => {
    const parsed = DOC_SCHEMAS.product.safeParse(row.doc);
    return parsed.success ? [parsed.data] : [];
  });
  const stored = await floor.get(SETTINGS_ID).catch((err: unknown) => {
    if (err instanceof StoreError && err.status === 404) return null;
    throw err;
  });
  const settings = DOC_SCHEMAS.settings.safeParse(stored);
  return { timezone, products, settings: settings.success ? settings.data : null };
}

/** The schema's `aggregateDay` input for one business day. */
export function daySources(businessDate: string, docs: DayDocuments, context: DayContext): DaySources {
  return {
    businessDate,
    timezone: context.timezone,
    orders: docs.order,
    checks: docs.check,
    payments: docs.payment,
    refunds: docs.refund,
    adjustments: docs.adjustment,
    tickets: docs.ticket,
    annulments: docs.annulment,
    transfers: docs.transfer,
    products: context.products,
    settings: context.settings,
  };
}
