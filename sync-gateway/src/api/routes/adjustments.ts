import { z } from 'zod';
import { adjustmentKindSchema, idPart, lineRefSchema } from '@restaurantpro/schema';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { newId } from '../ids.ts';
import { confirmedWriteFields, docId, docMoney, idParams } from '../inputs.ts';
import type { MoneyBook } from '../money-book.ts';
import { adjustmentOut, billOut } from '../money-shapes.ts';
import { createRoute } from '../route-kinds.ts';

const adjustmentBody = z.object({
  id: docId.optional().describe('El de la confirmación de gerencia (`adjustment:<id>`), si la lleva'),
  kind: adjustmentKindSchema,
  line: lineRefSchema.optional().describe('La línea; sin ella, la cuenta entera'),
  percent: z.int().optional().describe('Descuento en porcentaje (1 a 100)'),
  amount: docMoney.optional().describe('Descuento en euros'),
  ...confirmedWriteFields,
});

/**
 * Discounts and invitaciones on a line or the whole check. A manager writes them; anyone else
 * carries a manager's confirmation for exactly this document (POST /api/approvals with
 * `subject: adjustment:<id>`). The amount, the line, the live check and the confirmation are the
 * schema's to judge, through the writer, as at `/db`.
 */
export function adjustmentRoutes(app: ApiInstance, ctx: ApiContext, book: MoneyBook): void {
  const { docs, guards } = ctx;
  createRoute(
    app,
    {
      url: '/api/checks/:id/adjustments',
      guard: guards.writes('adjustment'),
      tags: ['payments'],
      summary: 'Descuento (porcentaje o importe) o invitación, en una línea o en la cuenta',
      description:
        'Siempre con motivo. Gerencia lo aplica directamente; un camarero necesita `approvedBy` y `approval` de POST /api/approvals para `adjustment:<id>`, con ese mismo `id`. Un descuento no puede superar el importe de la línea (o de la cuenta). Devuelve el ajuste y la cuenta al día.',
      params: idParams,
      body: adjustmentBody,
      answer: z.object({ adjustment: adjustmentOut, bill: billOut }),
      refusals: [404, 409],
    },
    async (request) => {
      const writer = actor(request);
      const check = await book.check(request.params.id);
      const { id, ...fields } = request.body;
      const adjustment = await docs.create(
        'adjustment',
        { ...fields, checkId: idPart(check._id), businessDate: ctx.today(), by: writer.id },
        writer,
        id ?? newId(),
      );
      return { adjustment: toApi(adjustment), bill: book.bill(check) };
    },
  );
}
