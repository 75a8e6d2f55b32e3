import { createContext, useContext } from 'react';

/**
 * What happens after an order is sent to the kitchen beyond its confirmation: on a shared terminal
 * whose restaurant chose 'Bloquear tras enviar cada pedido', the pad comes back. The terminal's
 * gate provides it; elsewhere nothing happens.
 */
export const OrderSentContext = createContext<() => void>(() => undefined);

export function useOrderSent(): () => void {
  return useContext(OrderSentContext);
}
