import type { Role } from '@restaurantpro/schema';
import type { Terminals } from './terminals.ts';

/** Who a document written on a shared terminal names as its writer, or why that person may not write. */
export type TerminalWriter = { id: string; role: Role } | { refused: string };

/** What the gateway knows of a request made on a shared terminal (a session marked `terminalId`). */
export interface TerminalRequest {
  id: string;
  name: string;
  /** The manager who turned the device into a terminal: `/db` reads with their scope. */
  createdBy: string;
  /**
   * The writer of one replicated document: the account its `updatedBy` names, when that account
   * is an active member of the terminal. Answers are kept for the request (a push names few people).
   */
  writerOf(updatedBy: unknown): Promise<TerminalWriter>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set on a shared terminal's requests. There `request.user` is the acting user on `/api` (the
     * `x-acting-user` header, when a member) and the terminal's creator on `/db`, whose writes are
     * judged per document with `writerOf`.
     */
    terminal: TerminalRequest | null;
  }
  interface FastifyInstance {
    /** Shared terminals (`terminal:<id>` in the accounts database). */
    terminals: Terminals;
  }
  interface Session {
    /** Set when a manager turned this device into a shared terminal. */
    terminalId?: string;
  }
}
