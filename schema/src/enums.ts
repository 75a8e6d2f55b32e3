import { z } from 'zod';
import { labelledEnum } from './labelled-enum.ts';

/** Order and order-line lifecycle (spec §4). New orders are created as pending. */
export const {
  values: ORDER_STATUSES,
  schema: orderStatusSchema,
  labels: ORDER_STATUS_LABELS,
} = labelledEnum({
  draft: 'Borrador',
  pending: 'Pendiente',
  preparing: 'En Preparación',
  ready: 'Listo',
  served: 'Servido',
  cancelled: 'Cancelado',
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Statuses the kitchen queue and dashboards show (spec §4 "Active orders are pending, preparing, ready"). */
export const ACTIVE_ORDER_STATUSES = [
  'pending',
  'preparing',
  'ready',
] as const satisfies readonly OrderStatus[];
export type ActiveOrderStatus = (typeof ACTIVE_ORDER_STATUSES)[number];

export function isActiveOrderStatus(status: OrderStatus): status is ActiveOrderStatus {
  return (ACTIVE_ORDER_STATUSES as readonly OrderStatus[]).includes(status);
}

/** Kitchen queue badge labels (/kitchen). */
export const KITCHEN_STATUS_LABELS: Record<ActiveOrderStatus, string> = {
  pending: 'Nuevo',
  preparing: 'Cocinando',
  ready: 'Listo',
};

/** Dashboard 'Pedidos Activos' badge labels. */
export const DASHBOARD_STATUS_LABELS: Record<ActiveOrderStatus, string> = {
  pending: 'Nuevo',
  preparing: 'En cocina',
  ready: 'Listo',
};

// The kitchen's one-tap moves (status, next status, Spanish buttons) are written in rules/kitchen.ts,
// which reads these statuses: the package index exports them from there.

/** Toast titles when the kitchen moves an order. */
export const ORDER_STATUS_TOAST_TITLES: Partial<Record<OrderStatus, string>> = {
  preparing: 'Pedido en cocina',
  ready: 'Pedido listo',
  served: 'Pedido servido',
};

/**
 * A table's life (DESIGN.md §10): Libre → Ocupada (check open) → Cuenta pedida → (check closed) →
 * Limpieza → Libre. 'reserved' is set by hand in the back office. The labels are the tables screen's.
 */
export const {
  values: TABLE_STATUSES,
  schema: tableStatusSchema,
  labels: TABLE_STATUS_LABELS,
} = labelledEnum({
  available: 'Disponible',
  occupied: 'Ocupada',
  bill_requested: 'Cuenta pedida',
  reserved: 'Reservada',
  cleaning: 'Limpieza',
});
export type TableStatus = z.infer<typeof tableStatusSchema>;

/** Floor plan legend labels (dashboard): available is 'Libre' there. */
export const TABLE_STATUS_SHORT_LABELS: Record<TableStatus, string> = {
  available: 'Libre',
  occupied: 'Ocupada',
  bill_requested: 'Cuenta pedida',
  reserved: 'Reservada',
  cleaning: 'Limpieza',
};

/**
 * A check (cuenta): one sitting at one table. Open and bill_requested are live; closed (paid, or
 * closed by a manager without payment), voided and merged (its rounds now belong to `mergedInto`)
 * are final.
 */
export const {
  values: CHECK_STATUSES,
  schema: checkStatusSchema,
  labels: CHECK_STATUS_LABELS,
} = labelledEnum({
  open: 'Abierta',
  bill_requested: 'Cuenta pedida',
  closed: 'Cerrada',
  voided: 'Anulada',
  merged: 'Unida a otra mesa',
});
export type CheckStatus = z.infer<typeof checkStatusSchema>;

/** Statuses of a check that still takes rounds (see isLiveCheck). */
export const LIVE_CHECK_STATUSES = ['open', 'bill_requested'] as const satisfies readonly CheckStatus[];

/** Why a line or a round was voided: a short list, plus free text ('other' requires it). */
export const {
  values: VOID_REASONS,
  schema: voidReasonSchema,
  labels: VOID_REASON_LABELS,
} = labelledEnum({
  order_error: 'Error al tomar la comanda',
  customer_changed: 'El cliente ha cambiado de opinión',
  kitchen_delay: 'Demasiada espera',
  quality: 'Problema de calidad',
  other: 'Otro motivo',
});
export type VoidReason = z.infer<typeof voidReasonSchema>;

/** Modifier groups: pick exactly one option ('single') or any number ('multiple'). */
export const MODIFIER_KINDS = ['single', 'multiple'] as const;
export const modifierKindSchema = z.enum(MODIFIER_KINDS);
export type ModifierKind = z.infer<typeof modifierKindSchema>;

export const {
  values: PRODUCT_CATEGORIES,
  schema: productCategorySchema,
  labels: PRODUCT_CATEGORY_LABELS,
} = labelledEnum({
  entradas: 'Entradas',
  principales: 'Platos Principales',
  postres: 'Postres',
  bebidas: 'Bebidas',
  vinos: 'Vinos',
  cocktails: 'Cocktails',
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const {
  values: INGREDIENT_UNITS,
  schema: ingredientUnitSchema,
  labels: INGREDIENT_UNIT_LABELS,
} = labelledEnum({
  kg: 'Kilogramos',
  g: 'Gramos',
  l: 'Litros',
  ml: 'Mililitros',
  units: 'Unidades',
  packages: 'Paquetes',
});
export type IngredientUnit = z.infer<typeof ingredientUnitSchema>;

export const {
  values: DIFFICULTIES,
  schema: difficultySchema,
  labels: DIFFICULTY_LABELS,
} = labelledEnum({
  easy: 'Fácil',
  medium: 'Medio',
  hard: 'Difícil',
  expert: 'Experto',
});
export type Difficulty = z.infer<typeof difficultySchema>;

export const { values: STOCK_STATUSES, labels: STOCK_STATUS_LABELS } = labelledEnum({
  ok: 'OK',
  low: 'Bajo',
  out: 'Agotado',
});
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** Invoice status: the spec shows only the default 'pending'; the others are what a back office needs. */
export const {
  values: INVOICE_STATUSES,
  schema: invoiceStatusSchema,
  labels: INVOICE_STATUS_LABELS,
} = labelledEnum({
  pending: 'Pendiente',
  paid: 'Pagada',
  overdue: 'Vencida',
  cancelled: 'Anulada',
});
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const STOCK_MOVEMENT_KINDS = ['sale', 'adjustment'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];

/** Severity and types of client-built alerts (spec §3). */
export const ALERT_SEVERITIES = ['high', 'medium', 'low'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export const ALERT_TYPES = [
  'stock-low',
  'ingredient-expiry',
  'new-invoice',
  /** A pending invoice due within 3 days (not in the spec's list, which had no due dates to watch). */
  'invoice-due',
  'system-error',
] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** What a payment method is: rules and screens read a method's entry instead of naming the method. */
export interface PaymentMethodEntry {
  method: string;
  /** Its name on buttons, tickets, the Z report and the reports ('Tarjeta'). */
  label: string;
  /** A part paid this way, as a sentence says it ('Con tarjeta'). */
  paidWith: string;
  /**
   * The money goes into the cash drawer: only such a part is handed over and gives change, it
   * counts towards the expected cash, and a tip comes out of it last.
   */
  drawer: boolean;
}

/**
 * Every way a part of a payment can be taken, in the order screens and reports list them. No
 * terminal integration: a non-cash amount is typed. A new method is one more entry here.
 */
export const PAYMENT_METHOD_LIST = [
  { method: 'cash', label: 'Efectivo', paidWith: 'En efectivo', drawer: true },
  { method: 'card', label: 'Tarjeta', paidWith: 'Con tarjeta', drawer: false },
] as const satisfies readonly PaymentMethodEntry[];

export type PaymentMethod = (typeof PAYMENT_METHOD_LIST)[number]['method'];

/** The method a payment form and a refund start on, and the list's first entry. */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = PAYMENT_METHOD_LIST[0].method;

/**
 * Everything derived from a list of methods, built in one place so that a test can derive it from
 * a longer list and see every rule follow.
 */
export function paymentMethodsOf<const M extends string>(
  list: readonly (PaymentMethodEntry & { method: M })[],
) {
  const methods: readonly M[] = list.map((entry) => entry.method);
  const entries = new Map(list.map((entry) => [entry.method, entry]));
  /** The entry of a method; the list declares every method the type allows. */
  const paymentMethodInfo = (method: M): PaymentMethodEntry & { method: M } => {
    const entry = entries.get(method);
    if (entry === undefined) throw new Error(`Forma de pago desconocida: ${method}`);
    return entry;
  };
  /** One value per declared method, in the list's order (a Z report's or a day's `byMethod`). */
  const byPaymentMethod = <T>(value: (entry: PaymentMethodEntry & { method: M }) => T): Record<M, T> =>
    // Object.fromEntries types its keys as string: every M is in `list`, so the record is complete.
    Object.fromEntries(list.map((entry) => [entry.method, value(entry)])) as Record<M, T>;
  const labels: Record<M | 'mixed', string> = { ...byPaymentMethod((entry) => entry.label), mixed: 'Mixto' };
  return {
    PAYMENT_METHODS: methods,
    paymentMethodSchema: z.enum(methods),
    /** 'Mixto' is a payment with parts of several methods, not a method of its own. */
    PAYMENT_METHOD_LABELS: labels,
    paymentMethodInfo,
    byPaymentMethod,
    /** Whether a method's money goes into the cash drawer (see PaymentMethodEntry.drawer). */
    paysIntoDrawer: (method: M): boolean => paymentMethodInfo(method).drawer,
  };
}

export const {
  PAYMENT_METHODS,
  paymentMethodSchema,
  PAYMENT_METHOD_LABELS,
  paymentMethodInfo,
  byPaymentMethod,
  paysIntoDrawer,
} = paymentMethodsOf(PAYMENT_METHOD_LIST);

/** How a bill was divided before paying it: equal parts, chosen lines, or amounts typed by hand. */
export const SPLIT_KINDS = ['equal', 'lines', 'amounts'] as const;
export const splitKindSchema = z.enum(SPLIT_KINDS);
export type SplitKind = z.infer<typeof splitKindSchema>;

/** A price change a manager confirms: a discount (percent or amount) or an invitación (free). */
export const {
  values: ADJUSTMENT_KINDS,
  schema: adjustmentKindSchema,
  labels: ADJUSTMENT_KIND_LABELS,
} = labelledEnum({
  discount: 'Descuento',
  invitation: 'Invitación',
});
export type AdjustmentKind = z.infer<typeof adjustmentKindSchema>;

/** Cash put in or taken out of the drawer: the opening float, or a movement with a reason. */
export const {
  values: CASH_MOVEMENT_KINDS,
  schema: cashMovementKindSchema,
  labels: CASH_MOVEMENT_KIND_LABELS,
} = labelledEnum({
  float: 'Fondo de caja',
  in: 'Entrada de efectivo',
  out: 'Salida de efectivo',
});
export type CashMovementKind = z.infer<typeof cashMovementKindSchema>;

/**
 * Tickets: the sale (factura simplificada), its correction (factura rectificativa), and the full
 * invoice a customer asks for in its place (factura completa, issued in substitution of it).
 */
/** How a ticket is named in lists ('Ticket T-K7Q4-12 · 31,90 €'). */
export const {
  values: TICKET_KINDS,
  schema: ticketKindSchema,
  labels: TICKET_KIND_LABELS,
} = labelledEnum({
  simplified: 'Ticket',
  rectifying: 'Rectificativo',
  invoice: 'Factura',
});
export type TicketKind = z.infer<typeof ticketKindSchema>;

/** The IVA rates Spain applies (percent): superreducido, reducido, general, and exempt. */
export const IVA_RATES = [0, 4, 5, 10, 21] as const;
export const ivaRateSchema = z
  .int('El tipo de IVA debe ser un número entero')
  .refine(
    (rate) => (IVA_RATES as readonly number[]).includes(rate),
    'Tipo de IVA no válido: 0, 4, 5, 10 o 21 %',
  );
export type IvaRate = (typeof IVA_RATES)[number];

/** Euro notes and coins counted at the close, in cents, largest first. */
export const CASH_DENOMINATIONS = [
  50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1,
] as const;

/** Why a count differs from the expected stock (inventario físico): each is recorded with the count. */
export const {
  values: COUNT_REASONS,
  schema: countReasonSchema,
  labels: COUNT_REASON_LABELS,
} = labelledEnum({
  waste: 'Merma',
  breakage: 'Rotura',
  expired: 'Caducado',
  count_error: 'Error de conteo',
});
export type CountReason = z.infer<typeof countReasonSchema>;
