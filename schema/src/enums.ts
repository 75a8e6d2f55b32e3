import { z } from 'zod';

/** Order and order-line lifecycle (spec §4). New orders are created as pending. */
export const ORDER_STATUSES = ['draft', 'pending', 'preparing', 'ready', 'served', 'cancelled'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  draft: 'Borrador',
  pending: 'Pendiente',
  preparing: 'En Preparación',
  ready: 'Listo',
  served: 'Servido',
  cancelled: 'Cancelado',
};

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
 * Limpieza → Libre. 'reserved' is set by hand in the back office.
 */
export const TABLE_STATUSES = ['available', 'occupied', 'bill_requested', 'reserved', 'cleaning'] as const;
export const tableStatusSchema = z.enum(TABLE_STATUSES);
export type TableStatus = z.infer<typeof tableStatusSchema>;

/** Labels on the tables screen. */
export const TABLE_STATUS_LABELS: Record<TableStatus, string> = {
  available: 'Disponible',
  occupied: 'Ocupada',
  bill_requested: 'Cuenta pedida',
  reserved: 'Reservada',
  cleaning: 'Limpieza',
};

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
export const CHECK_STATUSES = ['open', 'bill_requested', 'closed', 'voided', 'merged'] as const;
export const checkStatusSchema = z.enum(CHECK_STATUSES);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

/** Statuses of a check that still takes rounds (see isLiveCheck). */
export const LIVE_CHECK_STATUSES = ['open', 'bill_requested'] as const satisfies readonly CheckStatus[];

export const CHECK_STATUS_LABELS: Record<CheckStatus, string> = {
  open: 'Abierta',
  bill_requested: 'Cuenta pedida',
  closed: 'Cerrada',
  voided: 'Anulada',
  merged: 'Unida a otra mesa',
};

/** Why a line or a round was voided: a short list, plus free text ('other' requires it). */
export const VOID_REASONS = ['order_error', 'customer_changed', 'kitchen_delay', 'quality', 'other'] as const;
export const voidReasonSchema = z.enum(VOID_REASONS);
export type VoidReason = z.infer<typeof voidReasonSchema>;

export const VOID_REASON_LABELS: Record<VoidReason, string> = {
  order_error: 'Error al tomar la comanda',
  customer_changed: 'El cliente ha cambiado de opinión',
  kitchen_delay: 'Demasiada espera',
  quality: 'Problema de calidad',
  other: 'Otro motivo',
};

/** Modifier groups: pick exactly one option ('single') or any number ('multiple'). */
export const MODIFIER_KINDS = ['single', 'multiple'] as const;
export const modifierKindSchema = z.enum(MODIFIER_KINDS);
export type ModifierKind = z.infer<typeof modifierKindSchema>;

export const PRODUCT_CATEGORIES = [
  'entradas',
  'principales',
  'postres',
  'bebidas',
  'vinos',
  'cocktails',
] as const;
export const productCategorySchema = z.enum(PRODUCT_CATEGORIES);
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const PRODUCT_CATEGORY_LABELS: Record<ProductCategory, string> = {
  entradas: 'Entradas',
  principales: 'Platos Principales',
  postres: 'Postres',
  bebidas: 'Bebidas',
  vinos: 'Vinos',
  cocktails: 'Cocktails',
};

export const INGREDIENT_UNITS = ['kg', 'g', 'l', 'ml', 'units', 'packages'] as const;
export const ingredientUnitSchema = z.enum(INGREDIENT_UNITS);
export type IngredientUnit = z.infer<typeof ingredientUnitSchema>;

export const INGREDIENT_UNIT_LABELS: Record<IngredientUnit, string> = {
  kg: 'Kilogramos',
  g: 'Gramos',
  l: 'Litros',
  ml: 'Mililitros',
  units: 'Unidades',
  packages: 'Paquetes',
};

export const DIFFICULTIES = ['easy', 'medium', 'hard', 'expert'] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Fácil',
  medium: 'Medio',
  hard: 'Difícil',
  expert: 'Experto',
};

export const STOCK_STATUSES = ['ok', 'low', 'out'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const STOCK_STATUS_LABELS: Record<StockStatus, string> = {
  ok: 'OK',
  low: 'Bajo',
  out: 'Agotado',
};

/** Invoice status: the spec shows only the default 'pending'; the others are what a back office needs. */
export const INVOICE_STATUSES = ['pending', 'paid', 'overdue', 'cancelled'] as const;
export const invoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatusSchema>;

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  pending: 'Pendiente',
  paid: 'Pagada',
  overdue: 'Vencida',
  cancelled: 'Anulada',
};

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
export const ADJUSTMENT_KINDS = ['discount', 'invitation'] as const;
export const adjustmentKindSchema = z.enum(ADJUSTMENT_KINDS);
export type AdjustmentKind = z.infer<typeof adjustmentKindSchema>;

export const ADJUSTMENT_KIND_LABELS: Record<AdjustmentKind, string> = {
  discount: 'Descuento',
  invitation: 'Invitación',
};

/** Cash put in or taken out of the drawer: the opening float, or a movement with a reason. */
export const CASH_MOVEMENT_KINDS = ['float', 'in', 'out'] as const;
export const cashMovementKindSchema = z.enum(CASH_MOVEMENT_KINDS);
export type CashMovementKind = z.infer<typeof cashMovementKindSchema>;

export const CASH_MOVEMENT_KIND_LABELS: Record<CashMovementKind, string> = {
  float: 'Fondo de caja',
  in: 'Entrada de efectivo',
  out: 'Salida de efectivo',
};

/**
 * Tickets: the sale (factura simplificada), its correction (factura rectificativa), and the full
 * invoice a customer asks for in its place (factura completa, issued in substitution of it).
 */
export const TICKET_KINDS = ['simplified', 'rectifying', 'invoice'] as const;
export const ticketKindSchema = z.enum(TICKET_KINDS);
export type TicketKind = z.infer<typeof ticketKindSchema>;

/** How a ticket is named in lists ('Ticket T-K7Q4-12 · 31,90 €'). */
export const TICKET_KIND_LABELS: Record<TicketKind, string> = {
  simplified: 'Ticket',
  rectifying: 'Rectificativo',
  invoice: 'Factura',
};

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
export const COUNT_REASONS = ['waste', 'breakage', 'expired', 'count_error'] as const;
export const countReasonSchema = z.enum(COUNT_REASONS);
export type CountReason = z.infer<typeof countReasonSchema>;

export const COUNT_REASON_LABELS: Record<CountReason, string> = {
  waste: 'Merma',
  breakage: 'Rotura',
  expired: 'Caducado',
  count_error: 'Error de conteo',
};
