import type { z } from 'zod';
import { annulmentSchema } from './docs/annulment.ts';
import { cashMovementSchema, dayCloseSchema } from './docs/cash.ts';
import { areaSchema, ingredientSchema, productSchema, recipeSchema, tableSchema } from './docs/catalogue.ts';
import { checkSchema, transferSchema } from './docs/check.ts';
import { adjustmentSchema, paymentSchema, refundSchema } from './docs/money.ts';
import { invoiceSchema, supplierSchema } from './docs/office.ts';
import { orderSchema } from './docs/order.ts';
import { settingsSchema } from './docs/settings.ts';
import { stationSchema } from './docs/station.ts';
import { dailyStockSchema, stockMovementSchema } from './docs/stock.ts';
import { deliverySchema, stockCountSchema } from './docs/supply.ts';
import { ticketSchema } from './docs/ticket.ts';
import { userDocSchema } from './docs/user.ts';
import { FLOOR_ROLES, KITCHEN_ROLES, MANAGER_ROLES, TABLE_ROLES, type Role } from './roles.ts';

/** The replicated/stored databases a document type belongs to. */
export type DbName = 'floor' | 'office' | 'accounts';

/** What the table says of one kind of document. Every per-kind list in the gateway and the app derives from it. */
export interface KindDeclaration {
  /** The zod schema its documents match (`type` is its literal). */
  readonly schema: z.ZodType<{ type: string }>;
  /** The database it lives in (DESIGN.md §3). */
  readonly db: DbName;
  /** Its name in a sentence ('Solo gerencia o administración pueden ver …'). */
  readonly label: string;
  /** Roles that may write it from a device or the API (DESIGN.md §6); none: only the gateway writes it. */
  readonly writers: readonly Role[];
  /**
   * Its business-day field. Devices and the API's read model keep such a kind for today and
   * yesterday (plus whatever is still ongoing: an open order, a live check); older days are history,
   * read from the store when asked for and dropped from devices once synced.
   */
  readonly day?: 'businessDate';
  /** The floor's money: what belongs to one check's bill, or to the day's drawer. */
  readonly money?: 'check' | 'day';
  /** Roles whose devices replicate it, when not every role that replicates its database does. */
  readonly readers?: readonly Role[];
  /**
   * Its place in a batch's judging order (lower first): checks, then every other document, then
   * what reads them. Default 1.
   */
  readonly rank?: number;
  /** A business day's report is computed from it. */
  readonly reports?: true;
  /**
   * What its rules read beyond the written document, which the gateway finds in the store (and
   * earlier in the same batch): the floor (rounds, checks, tables), the money or the supply.
   */
  readonly context?: 'floor' | 'money' | 'supply';
  /** It carries a billing record of its device's Verifactu chain (an alta, an anulación). */
  readonly chain?: true;
  /** History the API's read model never holds (it grows with every day): read from the store when asked for. */
  readonly history?: true;
}

const MANAGERS = MANAGER_ROLES;
const TABLES = TABLE_ROLES;

/**
 * Every document kind, once. The order is the order lists derived from it keep (the catalogue
 * first, then the floor's day, then its money).
 */
export const KINDS = {
  product: { schema: productSchema, db: 'floor', label: 'productos', writers: MANAGERS },
  recipe: { schema: recipeSchema, db: 'floor', label: 'recetas', writers: MANAGERS },
  area: { schema: areaSchema, db: 'floor', label: 'áreas', writers: MANAGERS },
  table: { schema: tableSchema, db: 'floor', label: 'mesas', writers: MANAGERS, context: 'floor' },
  ingredient: { schema: ingredientSchema, db: 'floor', label: 'ingredientes', writers: MANAGERS },
  /** The kitchen's stations and what is routed to each (the kitchen pass). */
  station: { schema: stationSchema, db: 'floor', label: 'estaciones', writers: MANAGERS },
  /** A projection of the sales: only the gateway writes it. */
  daily_stock: {
    schema: dailyStockSchema,
    db: 'floor',
    label: 'el stock diario',
    writers: [],
    day: 'businessDate',
  },
  order: {
    schema: orderSchema,
    db: 'floor',
    label: 'pedidos',
    writers: FLOOR_ROLES,
    day: 'businessDate',
    reports: true,
    context: 'floor',
  },
  /** Adjustments are the kitchen's; sale movements the gateway's. */
  stock_movement: {
    schema: stockMovementSchema,
    db: 'floor',
    label: 'el stock',
    writers: KITCHEN_ROLES,
    day: 'businessDate',
    history: true,
  },
  /** The tables' work; what each role may change is judged per write. */
  check: {
    schema: checkSchema,
    db: 'floor',
    label: 'cuentas de mesa',
    writers: TABLES,
    day: 'businessDate',
    rank: 0,
    reports: true,
    context: 'floor',
  },
  transfer: {
    schema: transferSchema,
    db: 'floor',
    label: 'traspasos',
    writers: TABLES,
    day: 'businessDate',
    rank: 2,
    reports: true,
    context: 'floor',
  },
  /** Only an administrator sets what tickets print and the default IVA. */
  settings: { schema: settingsSchema, db: 'floor', label: 'los datos del restaurante', writers: ['admin'] },
  payment: {
    schema: paymentSchema,
    db: 'floor',
    label: 'cobros',
    writers: TABLES,
    day: 'businessDate',
    money: 'check',
    rank: 4,
    reports: true,
    context: 'money',
  },
  /** A manager's, or a waiter's carrying a manager's confirmation: judged per write. */
  adjustment: {
    schema: adjustmentSchema,
    db: 'floor',
    label: 'descuentos',
    writers: TABLES,
    day: 'businessDate',
    money: 'check',
    rank: 3,
    reports: true,
    context: 'money',
  },
  refund: {
    schema: refundSchema,
    db: 'floor',
    label: 'devoluciones',
    writers: TABLES,
    day: 'businessDate',
    money: 'check',
    rank: 6,
    reports: true,
    context: 'money',
  },
  ticket: {
    schema: ticketSchema,
    db: 'floor',
    label: 'tickets',
    writers: TABLES,
    day: 'businessDate',
    money: 'check',
    rank: 5,
    reports: true,
    chain: true,
    context: 'money',
  },
  /** Cancelling a ticket issued in error is a manager's call. */
  annulment: {
    schema: annulmentSchema,
    db: 'floor',
    label: 'anulaciones de tickets',
    writers: MANAGERS,
    day: 'businessDate',
    money: 'check',
    rank: 5,
    reports: true,
    chain: true,
    context: 'money',
  },
  cash_movement: {
    schema: cashMovementSchema,
    db: 'floor',
    label: 'la caja',
    writers: MANAGERS,
    day: 'businessDate',
    money: 'day',
    rank: 8,
    context: 'money',
  },
  /** Last in a batch: it counts every cash document of its day. */
  day_close: {
    schema: dayCloseSchema,
    db: 'floor',
    label: 'el cierre de caja',
    writers: MANAGERS,
    day: 'businessDate',
    money: 'day',
    rank: 9,
    context: 'money',
  },
  /** Goods in are the back office's; counts are the kitchen's too. Both read the ingredients they name. */
  delivery: {
    schema: deliverySchema,
    db: 'floor',
    label: 'entradas de mercancía',
    writers: MANAGERS,
    day: 'businessDate',
    readers: KITCHEN_ROLES,
    rank: 2,
    history: true,
    context: 'supply',
  },
  stock_count: {
    schema: stockCountSchema,
    db: 'floor',
    label: 'recuentos de stock',
    writers: KITCHEN_ROLES,
    day: 'businessDate',
    readers: KITCHEN_ROLES,
    rank: 2,
    history: true,
    context: 'supply',
  },
  supplier: { schema: supplierSchema, db: 'office', label: 'proveedores', writers: MANAGERS },
  invoice: { schema: invoiceSchema, db: 'office', label: 'facturas', writers: MANAGERS, context: 'supply' },
  user: { schema: userDocSchema, db: 'accounts', label: 'cuentas', writers: ['admin'] },
} as const satisfies Record<string, KindDeclaration>;

type Kinds = typeof KINDS;
export type DocType = keyof Kinds;
/** Each kind's stored document, as its schema parses it. */
type DocsOfKinds = { [K in DocType]: z.output<Kinds[K]['schema']> };
/** The stored document of a kind. */
export type DocOf<K extends DocType> = DocsOfKinds[K];
/** The kinds whose declaration has `field` (set to `value`, when given). */
export type KindsWith<F extends keyof KindDeclaration, V = unknown> = {
  [K in DocType]: Kinds[K] extends { readonly [P in F]: V } ? K : never;
}[DocType];

export type FloorType = KindsWith<'db', 'floor'>;
export type OfficeType = KindsWith<'db', 'office'>;

/** Every kind, in the table's order. */
export const DOC_TYPES = Object.keys(KINDS) as DocType[];

/** The kinds whose declaration passes `test`, in the table's order. */
export function kindsWhere<K extends DocType = DocType>(
  test: (kind: KindDeclaration, type: DocType) => boolean,
): K[] {
  return DOC_TYPES.filter((type) => test(KINDS[type], type)) as K[];
}

export const FLOOR_TYPES = kindsWhere<FloorType>((kind) => kind.db === 'floor');
export const OFFICE_TYPES = kindsWhere<OfficeType>((kind) => kind.db === 'office');
export const ACCOUNT_TYPES = kindsWhere((kind) => kind.db === 'accounts');

export function isDocType(value: string): value is DocType {
  return Object.hasOwn(KINDS, value);
}

export function dbForType(type: DocType): DbName {
  return KINDS[type].db;
}

/** The declaration of a kind, read as the common shape (its optional fields may be absent). */
export function kindOf(type: DocType): KindDeclaration {
  return KINDS[type];
}

/** The table seen through each kind's document type: what lets a generic kind name its schema's output. */
const TYPED: { readonly [K in DocType]: { readonly schema: z.ZodType<DocOf<K>> } } = KINDS;

/** The schema of one kind, for validating a document whose type is already known. */
export function schemaOf<K extends DocType>(type: K): z.ZodType<DocOf<K>> {
  return TYPED[type].schema;
}

/** `doc` parsed as a `type` document, or null when it is not one. */
export function parseKind<K extends DocType>(type: K, doc: unknown): DocOf<K> | null {
  const parsed = schemaOf(type).safeParse(doc);
  return parsed.success ? parsed.data : null;
}
