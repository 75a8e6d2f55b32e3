import {
  CHECK_MISSING_MESSAGE,
  closeCheckInputSchema,
  mergeCheckInputSchema,
  moveCheckInputSchema,
  type Check,
} from '@restaurantpro/schema';
import type { z } from 'zod';
import { ApiError, unknownReference } from '../api-error.ts';
import { checkViewOut } from '../check-shapes.ts';
import { viewOf } from '../check-views.ts';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { idParams } from '../inputs.ts';
import { resolveTable } from '../rounds.ts';
import { errors } from '../shapes.ts';

const tags = ['checks'];

/** What a move changes on the latest revision, or null when it is already so (a replayed request). */
type Move = (current: Check) => Partial<Check> | null;

/**
 * A check's life after opening: bill requested and back, closed or voided by a manager, moved to
 * another table, merged into another table's check. The route only says what changes; whether the
 * move is allowed (who, from which status, to a free table, with a reason) is the schema's
 * checkUpdateProblem through the writer, so `/api` and `/db` refuse the same moves alike.
 */
export function checkMoveRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, docs, guards } = ctx;

  function route<B extends z.ZodType>(
    path: string,
    doc: { summary: string; description?: string },
    body: B | undefined,
    move: (body: z.output<B>, by: string, at: string) => Move,
  ): void {
    app.post(
      `/api/checks/:id/${path}`,
      {
        onRequest: guards.writes('check'),
        schema: {
          tags,
          ...doc,
          params: idParams,
          ...(body ? { body } : {}),
          response: { 200: checkViewOut, ...errors(404, 409) },
        },
      },
      async (request) => {
        await model.fresh('floor');
        const writer = actor(request);
        const change = move(request.body as z.output<B>, writer.id, ctx.now().toISOString());
        const saved = await docs.update('check', request.params.id, writer, change);
        if (!saved) throw new ApiError(404, 'not-found', 'Cuenta no encontrada');
        return viewOf(model, saved);
      },
    );
  }

  /** Closing or voiding: who, when and why (a reason is required without payment). */
  const finish =
    (status: 'closed' | 'voided') =>
    ({ reason }: z.output<typeof closeCheckInputSchema>, by: string, at: string): Move =>
    (current) => {
      if (current.status === status) return null;
      const why = reason?.trim();
      return { status, closedAt: at, closedBy: by, ...(why ? { closeReason: why } : {}) };
    };

  route(
    'request-bill',
    { summary: 'Pide la cuenta: la mesa pasa a «Cuenta pedida»' },
    undefined,
    (_body, _by, at) => (current) =>
      current.status === 'bill_requested' ? null : { status: 'bill_requested', billRequestedAt: at },
  );
  route(
    'reopen',
    { summary: 'Vuelve a abrir una cuenta pedida (el cliente pide algo más)' },
    undefined,
    () => (current) => (current.status === 'open' ? null : { status: 'open' }),
  );
  route(
    'close',
    {
      summary: 'Cierra la cuenta sin cobro (gerencia; motivo obligatorio). La mesa pasa a Limpieza',
    },
    closeCheckInputSchema,
    finish('closed'),
  );
  route(
    'void',
    { summary: 'Anula la cuenta entera (gerencia; motivo obligatorio). La mesa pasa a Limpieza' },
    closeCheckInputSchema,
    finish('voided'),
  );
  route(
    'move',
    {
      summary: 'Lleva la cuenta a otra mesa, que debe estar libre',
      description: 'Para juntar dos mesas ocupadas, une sus cuentas (`merge`).',
    },
    moveCheckInputSchema,
    ({ tableId }) => {
      const to = resolveTable(model, tableId);
      return (current) => (current.tableId === to ? null : { tableId: to });
    },
  );
  route(
    'merge',
    {
      summary: 'Une esta cuenta a la de otra mesa: sus rondas y comensales pasan a `intoCheckId`',
    },
    mergeCheckInputSchema,
    ({ intoCheckId }) => {
      if (!model.get('check', intoCheckId)) throw unknownReference('/intoCheckId', CHECK_MISSING_MESSAGE);
      return (current) =>
        current.status === 'merged' && current.mergedInto === intoCheckId
          ? null
          : { status: 'merged', mergedInto: intoCheckId };
    },
  );
}
