/**
 * The web app's timing constants, in one place, each with what chose it.
 */

/**
 * Longest wait for the server's receipt of a sent order before 'Pedido enviado' shows anyway. A live
 * replication delivers in a few tens of milliseconds (kitchen-latency e2e: median push well under
 * 100 ms on the CI machine); past 300 ms the waiter would notice the button hanging.
 */
export const CONFIRM_WAIT_MS = 300;
