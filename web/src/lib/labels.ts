/**
 * Spanish labels of the states the shell's badges show (spec §4). Kept beside the badges so the
 * shell does not depend on how the schema package names its label maps.
 */
export type OrderStatus = 'draft' | 'pending' | 'preparing' | 'ready' | 'served' | 'cancelled';
export type TableStatus = 'available' | 'occupied' | 'reserved' | 'cleaning';
export type StockStatus = 'ok' | 'low' | 'out';

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  draft: 'Borrador',
  pending: 'Pendiente',
  preparing: 'En Preparación',
  ready: 'Listo',
  served: 'Servido',
  cancelled: 'Cancelado',
};

/** The kitchen queue's short labels (spec §4: Nuevo, Cocinando, Listo). */
export const KITCHEN_STATUS_TEXT: Partial<Record<OrderStatus, string>> = {
  pending: 'Nuevo',
  preparing: 'Cocinando',
  ready: 'Listo',
  served: 'Servido',
  cancelled: 'Cancelado',
};

export const TABLE_STATUS_TEXT: Record<TableStatus, string> = {
  available: 'Disponible',
  occupied: 'Ocupada',
  reserved: 'Reservada',
  cleaning: 'Limpieza',
};

export const STOCK_STATUS_TEXT: Record<StockStatus, string> = {
  ok: 'OK',
  low: 'Bajo',
  out: 'Agotado',
};
