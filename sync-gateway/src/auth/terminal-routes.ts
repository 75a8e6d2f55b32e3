import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  ID_PATTERN,
  MANAGER_ROLES,
  PIN_DEVICE_LOCKED_MESSAGE,
  PIN_DEVICE_LOCKOUT_MINUTES,
  PIN_LOCKED_MESSAGE,
  PIN_LOCKOUT_MINUTES,
  PIN_PATTERN,
  PIN_FORMAT_MESSAGE,
  WRONG_PIN_MESSAGE,
  LEAVE_ROLE_MESSAGE,
  publicUserSchema,
  roleSchema,
  terminalSchema,
  type Terminal,
  type UserDoc,
  userDocSchema,
} from '@restaurantpro/schema';
import { toSessionUser } from './accounts.ts';
import { SESSION_COOKIE } from './index.ts';
import { PinLockout } from './pin-lockout.ts';
import type { TerminalRequest } from './terminal-types.ts';
import { terminalIdOf } from './terminals.ts';
import type { StoreDb } from '../store/types.ts';
import { errors } from '../api/shapes.ts';

export const NOT_A_TERMINAL_MESSAGE = 'Este dispositivo no es un terminal compartido';
export const ALREADY_A_TERMINAL_MESSAGE = 'Este dispositivo ya es un terminal compartido';
export const NO_PIN_MESSAGE = 'Esta persona aún no tiene PIN: pídeselo a un administrador';
export const TERMINAL_NOT_FOUND_MESSAGE = 'Terminal no encontrado';

const newTerminalSchema = z.object({ name: terminalSchema.shape.name }).strict();
const terminalParamsSchema = z.object({ id: z.string().regex(ID_PATTERN, 'Identificador no válido') });
const terminalUpdateSchema = z
  .object({
    isActive: z.literal(false, 'Un terminal desactivado no vuelve: convierte el dispositivo en uno nuevo'),
  })
  .strict();
const unlockSchema = z
  .object({
    userId: z.string().regex(ID_PATTERN, 'Identificador no válido'),
    pin: z.string().regex(PIN_PATTERN, PIN_FORMAT_MESSAGE),
  })
  .strict();

/** A terminal as the API shows it: its document without `_id`, `_rev` and `type`, and its `id`. */
const terminalOut = terminalSchema.omit({ _id: true, _rev: true, type: true }).extend({ id: z.string() });
const padOut = z.object({
  id: z.string(),
  name: z.string(),
  staff: z.array(
    z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      role: roleSchema,
      member: z.boolean().describe('Ha abierto sesión en este terminal'),
    }),
  ),
});
const unlockedOut = publicUserSchema.extend({ terminal: z.object({ id: z.string(), name: z.string() }) });

function terminalAnswer(terminal: Terminal): z.infer<typeof terminalOut> {
  return {
    id: terminalIdOf(terminal),
    name: terminal.name,
    createdBy: terminal.createdBy,
    createdAt: terminal.createdAt,
    isActive: terminal.isActive,
    members: terminal.members,
  };
}

/** Active accounts that have a PIN: the names a terminal's pad offers. */
async function staffWithPin(db: StoreDb): Promise<UserDoc[]> {
  const { rows } = await db.allDocs({ startkey: 'user:', endkey: 'user:\uffff', include_docs: true });
  return rows
    .map((row) => userDocSchema.safeParse(row.doc))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .filter((doc) => doc.isActive && doc.pinKey !== undefined);
}

function retryAfter(reply: FastifyReply, seconds: number): void {
  reply.header('retry-after', Math.max(1, seconds));
}

/**
 * Shared terminals (DESIGN.md §6): a manager turns their signed-in device into one; on it, staff
 * who unlocked it with their PIN act in turn (see acting-user.ts). PIN failures lock the account
 * and the terminal (see PinLockout). Registered by the api plugin, inside its error envelope and
 * its OpenAPI document; `request.terminal` is set by auth's terminal-mode hook, which runs first.
 * Who may call is checked on request, so a call from the wrong session is refused before its body
 * is read.
 */
const terminalRoutes: FastifyPluginAsync = async (fastify) => {
  const { accounts, terminals } = fastify;
  const accountsDb = fastify.store.db('accounts');
  const lockout = new PinLockout(accountsDb, () => fastify.clock());
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const managers = fastify.requireRole(MANAGER_ROLES);
  const tags = ['terminals'];

  /** The request's terminal: 401 signed out (or a terminal that was ended), 404 on a personal session. */
  const onTerminal = (request: FastifyRequest): TerminalRequest => {
    if (request.terminal !== null) return request.terminal;
    if (request.user === null)
      throw fastify.httpErrors.unauthorized(request.accountRefusal ?? 'Unauthorized');
    throw fastify.httpErrors.notFound(NOT_A_TERMINAL_MESSAGE);
  };
  const terminalOnly = async (request: FastifyRequest) => {
    onTerminal(request);
  };

  app.post(
    '/api/terminals',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Convierte este dispositivo en un terminal compartido (nueva sesión)',
        body: newTerminalSchema,
        response: { 201: terminalOut, ...errors(409) },
      },
    },
    async (request, reply) => {
      if (request.terminal !== null) throw fastify.httpErrors.conflict(ALREADY_A_TERMINAL_MESSAGE);
      const creator = request.user;
      if (creator === null) throw fastify.httpErrors.unauthorized('Unauthorized');
      const terminal = await terminals.create(request.body.name, creator.id);
      // A new session id for the new standing of the device, as at sign-in.
      await request.session.regenerate();
      request.session.userId = creator.id;
      request.session.terminalId = terminalIdOf(terminal);
      request.session.renewedAt = new Date().toISOString();
      reply.header('cache-control', 'no-store');
      return reply.code(201).send(terminalAnswer(terminal));
    },
  );

  app.get(
    '/api/terminals',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Terminales compartidos, activos y terminados',
        response: { 200: z.array(terminalOut) },
      },
    },
    async () => (await terminals.list()).map(terminalAnswer),
  );

  app.put(
    '/api/terminals/:id',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Termina un terminal: sus sesiones se cierran al momento',
        params: terminalParamsSchema,
        body: terminalUpdateSchema,
        response: { 200: terminalOut, ...errors(404) },
      },
    },
    async (request) => {
      const terminal = await terminals.deactivate(request.params.id);
      if (terminal === null) throw fastify.httpErrors.notFound(TERMINAL_NOT_FOUND_MESSAGE);
      await endSessions(fastify.store.db('sessions'), request.params.id);
      return terminalAnswer(terminal);
    },
  );

  app.get(
    '/api/terminal',
    {
      onRequest: terminalOnly,
      schema: {
        tags,
        summary: 'Este terminal y quién puede abrirlo con su PIN (también bloqueado)',
        response: { 200: padOut, ...errors(401, 404) },
      },
    },
    async (request, reply) => {
      const context = onTerminal(request);
      const terminal = await terminals.get(context.id);
      const members = new Set(terminal?.members ?? []);
      const staff = (await staffWithPin(accountsDb))
        .map((doc) => {
          const user = toSessionUser(doc);
          const { id, firstName, lastName, role } = user;
          return { id, firstName, lastName, role, member: members.has(id) };
        })
        .sort((a, b) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`, 'es'));
      reply.header('cache-control', 'no-store');
      return { id: context.id, name: context.name, staff };
    },
  );

  app.post(
    '/api/terminal/unlock',
    {
      onRequest: terminalOnly,
      schema: {
        tags,
        summary: 'Abre el terminal con un PIN: la persona pasa a poder actuar en él',
        body: unlockSchema,
        response: { 200: unlockedOut, ...errors(401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const context = onTerminal(request);
      reply.header('cache-control', 'no-store');
      const padWait = await lockout.terminalLock(context.id);
      if (padWait > 0) {
        retryAfter(reply, padWait);
        throw fastify.httpErrors.tooManyRequests(PIN_DEVICE_LOCKED_MESSAGE);
      }
      const doc = await accounts.getDoc(request.body.userId);
      if (doc === null) {
        // Nobody to unlock, but a guess all the same: it counts against the pad.
        await lockout.failTerminalOnly(context.id);
        throw fastify.httpErrors.unauthorized(WRONG_PIN_MESSAGE);
      }
      if (!doc.isActive) throw fastify.httpErrors.forbidden(ACCOUNT_DEACTIVATED_MESSAGE);
      if (doc.pinKey === undefined) throw fastify.httpErrors.conflict(NO_PIN_MESSAGE);
      const accountWait = await lockout.accountLock(request.body.userId, doc.pinKey);
      if (accountWait > 0) {
        retryAfter(reply, accountWait);
        throw fastify.httpErrors.tooManyRequests(PIN_LOCKED_MESSAGE);
      }
      if (!(await fastify.pins.verifyPin(doc, request.body.pin))) {
        const lockedNow = await lockout.fail(request.body.userId, doc.pinKey, context.id);
        // The failure that locks is answered with the lock, so the person typing knows to stop.
        if (lockedNow.account) {
          retryAfter(reply, PIN_LOCKOUT_MINUTES * 60);
          throw fastify.httpErrors.tooManyRequests(PIN_LOCKED_MESSAGE);
        }
        if (lockedNow.terminal) {
          retryAfter(reply, PIN_DEVICE_LOCKOUT_MINUTES * 60);
          throw fastify.httpErrors.tooManyRequests(PIN_DEVICE_LOCKED_MESSAGE);
        }
        throw fastify.httpErrors.unauthorized(WRONG_PIN_MESSAGE);
      }
      await lockout.succeed(request.body.userId);
      if ((await terminals.addMember(context.id, request.body.userId)) === null)
        throw fastify.httpErrors.notFound(TERMINAL_NOT_FOUND_MESSAGE);
      return { ...toSessionUser(doc), terminal: { id: context.id, name: context.name } };
    },
  );

  app.post(
    '/api/terminal/leave',
    {
      onRequest: terminalOnly,
      schema: {
        tags,
        summary: 'Deja el modo terminal (gerencia): el terminal termina y el dispositivo cierra sesión',
        response: { 204: z.null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const context = onTerminal(request);
      if (request.user === null) throw fastify.httpErrors.unauthorized('Unauthorized');
      if (!MANAGER_ROLES.includes(request.user.role)) throw fastify.httpErrors.forbidden(LEAVE_ROLE_MESSAGE);
      await terminals.deactivate(context.id);
      await request.session.destroy();
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );
};

/**
 * Removes the stored sessions of an ended terminal. Sessions another gateway still holds in its
 * cache are refused there too: every request of a terminal session reads whether it is active.
 */
async function endSessions(db: StoreDb, terminalId: string): Promise<void> {
  const { docs } = await db.find({
    selector: { type: 'session', 'sess.terminalId': terminalId },
    fields: ['_id', '_rev'],
    limit: 10_000,
  });
  if (docs.length > 0)
    await db.bulkDocs(docs.map((doc) => ({ _id: doc._id, _rev: doc._rev, _deleted: true })));
}

export default terminalRoutes;
