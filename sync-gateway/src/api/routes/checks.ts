import { z } from 'zod';
import {
  checkQueryInputSchema,
  openCheckInputSchema,
  resolveCheckId,
  roundInputSchema,
  tableHasCheckMessage,
} from '@restaurantpro/schema';
import { ApiError } from '../api-error.ts';
import { checkSummaryOut, checkViewOut } from '../check-shapes.ts';
import { summariesOf, viewOf } from '../check-views.ts';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { apiId, toApi } from '../documents.ts';
import { sendCreated } from '../http-cache.ts';
import { idParams } from '../inputs.ts';
import { loadFound } from '../route-helpers.ts';
import { resolveTable, type Rounds } from '../rounds.ts';
import { errors, orderOut } from '../shapes.ts';

const tags = ['checks'];

/**
 * The table's check (cuenta): opening it, its rounds, and reading it as the bill does. Every floor
 * role may call these; what a write may do (a round only on a live check, say) is the schema's
 * write rules' verdict, the one a device replicating the same write hears from `/db`.
 */
export function checkRoutes(app: ApiInstance, ctx: ApiContext, rounds: Rounds): void {
  const { model, docs, guards } = ctx;

  /** A check the model holds or, older, the store; 404 otherwise. */
  const found = (id: string) => loadFound(model, 'check', id, 'Cuenta no encontrada');

  app.get(
    '/api/checks',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Cuentas: las abiertas y las de hoy y ayer, por estado y mesa',
        querystring: checkQueryInputSchema,
        response: { 200: z.array(checkSummaryOut) },
      },
    },
    async (request) => {
      await model.fresh('floor');
      const { status, tableId } = request.query;
      const checks = model
        .list('check')
        .filter(
          (check) =>
            (status === undefined || check.status === status) &&
            (tableId === undefined || check.tableId === tableId),
        );
      return summariesOf(model, checks);
    },
  );

  app.get(
    '/api/checks/:id',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Una cuenta: mesa, rondas, líneas (con anulaciones), comensales y totales',
        params: idParams,
        response: { 200: checkViewOut, ...errors(404) },
      },
    },
    async (request) => viewOf(model, await found(request.params.id)),
  );

  app.post(
    '/api/checks',
    {
      onRequest: guards.writes('check'),
      schema: {
        tags,
        summary: 'Abre la cuenta de una mesa libre, con su primera ronda si se envían líneas',
        description:
          'Comensales: los indicados o la capacidad de la mesa. Una mesa con una cuenta abierta se rechaza con 409: añade una ronda a esa cuenta.',
        body: openCheckInputSchema,
        response: { 201: checkViewOut, ...errors(409) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const writer = actor(request);
      await rounds.known(body.tableId, body.items ?? []);
      const tableId = resolveTable(model, body.tableId);
      const live = rounds.liveCheck(tableId);
      if (live) {
        const number = model.get('table', tableId)?.number ?? tableId;
        throw new ApiError(409, 'conflict', tableHasCheckMessage(number), { checkId: apiId(live) });
      }
      // Priced (and refused) before the check is written, so a bad line opens nothing.
      const order =
        body.items === undefined
          ? undefined
          : rounds.order(writer, { tableId, status: 'pending', items: body.items, notes: body.notes });
      const check = await rounds.openCheck(writer, tableId, body.guests);
      if (order) await docs.create('order', { ...order, checkId: apiId(check) }, writer);
      return sendCreated(reply, viewOf(model, check));
    },
  );

  app.post(
    '/api/checks/:id/rounds',
    {
      onRequest: guards.writes('check'),
      schema: {
        tags,
        summary: 'Añade una ronda (un pedido para cocina) a una cuenta abierta',
        description:
          'Precios del catálogo más los suplementos de los modificadores elegidos. Una cuenta con la cuenta pedida vuelve a abierta.',
        params: idParams,
        body: roundInputSchema,
        response: { 201: orderOut, ...errors(404, 409) },
      },
    },
    async (request, reply) => {
      const writer = actor(request);
      // A check merged into another table's takes its rounds there, where the bill is read.
      const asked = await found(request.params.id);
      const checks = new Map(model.list('check').map((known) => [apiId(known), known]));
      const check = checks.get(resolveCheckId(apiId(asked), checks)) ?? asked;
      await rounds.known(undefined, request.body.items);
      const order = rounds.order(writer, {
        tableId: check.tableId,
        checkId: apiId(check),
        status: 'pending',
        items: request.body.items,
        notes: request.body.notes,
      });
      const created = await docs.create('order', order, writer);
      await rounds.reopenIfAsked(writer, check);
      return sendCreated(reply, toApi(created));
    },
  );
}
