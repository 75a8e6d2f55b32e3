/** Staff accounts, shared terminals and the activity log (DESIGN.md §6, §10), re-exported by index.ts. */
export { ACCOUNT_ACTIONS, accountEventSchema, terminalSchema } from './docs/account.ts';
export type { AccountAction, AccountEvent, Terminal } from './docs/account.ts';
