import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LEAVE_ROLE_MESSAGE,
  ACCOUNT_DEACTIVATED_MESSAGE,
  errorEnvelope,
  MANAGER_ROLES,
  type Terminal,
} from '@restaurantpro/schema';
import type { Accounts } from './accounts.ts';
import type { SessionUser } from './session-user.ts';
import type { TerminalRequest, TerminalWriter } from './terminal-types.ts';
import { terminalIdOf, type Terminals } from './terminals.ts';

/** The header a shared terminal names its acting user with on every `/api` request. */
export const ACTING_USER_HEADER = 'x-acting-user';

export const TERMINAL_LOCKED_MESSAGE = 'Terminal bloqueado: introduce tu PIN';
export const NOT_A_MEMBER_MESSAGE = 'Esta persona no ha abierto sesión en este terminal';
export const NO_WRITER_MESSAGE =
  'En un terminal compartido, cada cambio debe indicar quién lo hace (updatedBy)';

/**
 * What a locked terminal may still ask for without an acting user: the PIN pad's data and the
 * unlock, a full sign-in with a password (which turns the device back into a personal one), and
 * uploaded images, which `<img>` fetches without the header and which `/db` readers see anyway.
 */
const OPEN_WHEN_LOCKED = new Set([
  'GET /api/terminal',
  'POST /api/terminal/unlock',
  'GET /api/login',
  'POST /api/login',
]);
const CREATOR_READS = new Set(['GET /api/objects/uploads/:id', 'HEAD /api/objects/uploads/:id']);

type Acting = { ok: true; user: SessionUser } | { ok: false; reason: string };

/**
 * Whether `userId` may act on `terminal`: a member (someone who unlocked it online) whose account
 * is active. A miss re-reads the terminal once: the unlock may have happened on another gateway.
 */
async function actingUser(
  accounts: Accounts,
  terminals: Terminals,
  terminal: Terminal,
  userId: string,
): Promise<Acting> {
  let members = terminal.members;
  if (!members.includes(userId)) members = (await terminals.read(terminalIdOf(terminal)))?.members ?? [];
  if (!members.includes(userId)) return { ok: false, reason: NOT_A_MEMBER_MESSAGE };
  const user = await accounts.sessionUser(userId);
  if (user === null) return { ok: false, reason: NOT_A_MEMBER_MESSAGE };
  if (!user.isActive) return { ok: false, reason: ACCOUNT_DEACTIVATED_MESSAGE };
  return { ok: true, user };
}

function terminalRequest(accounts: Accounts, terminals: Terminals, terminal: Terminal): TerminalRequest {
  const writers = new Map<string, Promise<TerminalWriter>>();
  return {
    id: terminalIdOf(terminal),
    name: terminal.name,
    createdBy: terminal.createdBy,
    writerOf(by) {
      if (typeof by !== 'string' || by === '') return Promise.resolve({ refused: NO_WRITER_MESSAGE });
      let writer = writers.get(by);
      if (writer === undefined) {
        writer = actingUser(accounts, terminals, terminal, by).then((acting) =>
          acting.ok ? { id: acting.user.id, role: acting.user.role } : { refused: acting.reason },
        );
        writers.set(by, writer);
      }
      return writer;
    },
  };
}

function locked(reply: FastifyReply, terminal: TerminalRequest, reason: string): FastifyReply {
  return reply
    .code(401)
    .header('cache-control', 'no-store')
    .send(errorEnvelope('terminal-locked', reason, { terminal: { id: terminal.id, name: terminal.name } }));
}

/**
 * The onRequest hook of shared terminals, run after the session's user is known. On a terminal
 * session that user is the manager who created the terminal; here it becomes, on `/api`, the
 * acting user the `x-acting-user` header names (a member, active), or the request is answered 401
 * `terminal-locked`. On `/db` it stays the creator: reads take the creator's scope and each written
 * document is judged with the writer it names (`request.terminal.writerOf`). A terminal a manager
 * ended signs its sessions out on their next request, on every gateway.
 */
export function actingUserHook(accounts: Accounts, terminals: Terminals) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const terminalId = request.session?.terminalId;
    if (terminalId === undefined || request.user === null) return;
    const terminal = await terminals.get(terminalId);
    if (terminal === null || !terminal.isActive) {
      request.user = null;
      return;
    }
    const context = terminalRequest(accounts, terminals, terminal);
    request.terminal = context;
    const path = request.url.split('?')[0] ?? '';
    if (path !== '/api' && !path.startsWith('/api/')) return;

    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    const header = request.headers[ACTING_USER_HEADER];
    const named = typeof header === 'string' && header !== '' ? header : null;
    const acting = named === null ? null : await actingUser(accounts, terminals, terminal, named);
    if (acting?.ok === true) {
      request.user = acting.user;
      // Signing out of a terminal ends it for everyone who uses it: a manager's decision, and the
      // terminal is then over (as after POST /api/terminal/leave).
      if (route === 'GET /api/logout') {
        if (!MANAGER_ROLES.includes(acting.user.role))
          return reply.code(403).send(errorEnvelope('forbidden', LEAVE_ROLE_MESSAGE));
        await terminals.deactivate(context.id);
      }
      return;
    }
    if (CREATOR_READS.has(route)) return;
    request.user = null;
    if (OPEN_WHEN_LOCKED.has(route)) return;
    return locked(reply, context, acting?.ok === false ? acting.reason : TERMINAL_LOCKED_MESSAGE);
  };
}
