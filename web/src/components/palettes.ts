/**
 * Which Chakra palette shows each domain state (an occupied table is the same red on the dashboard,
 * the POS and the tables screen). The badges use them directly; the app's theme turns them into its
 * semantic state tokens.
 */
export const ORDER_STATUS_PALETTE = {
  draft: 'gray',
  pending: 'blue',
  preparing: 'orange',
  ready: 'green',
  served: 'gray',
  cancelled: 'red',
} as const;

export const TABLE_STATUS_PALETTE = {
  available: 'green',
  occupied: 'red',
  reserved: 'yellow',
  bill_requested: 'orange',
  cleaning: 'gray',
} as const;

export const STOCK_STATUS_PALETTE = {
  ok: 'green',
  low: 'orange',
  out: 'red',
} as const;

