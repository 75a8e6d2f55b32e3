/**
 * Input shapes of the check's REST calls (the table's check: rounds, voids, transfers, approvals).
 * Only the shape of a request is judged here; whether the write is allowed (a live check, a free
 * table, a reason for a void or a close, a manager's confirmation) is the write rules' verdict, given
 * in the same words at `/api` and `/db`. That is why the reasons of voids and closes are optional
 * here: a missing one reaches the rules, which refuse it as they refuse a device's write.
 */
import { z } from 'zod';
import { checkStatusSchema } from './enums.ts';
import { ID_PATTERN } from './ids.ts';
import { MAX_GUESTS, lineRefSchema } from './docs/check.ts';
import { longText } from './docs/common.ts';
import { EMPTY_ORDER_MESSAGE } from './rules/limits.ts';
import { courseSchema } from './rules/pass/courses.ts';

function ref(message: string) {
  return z.string({ error: message }).trim().min(1, message).regex(ID_PATTERN, 'Referencia no válida');
}

/** Opening a check for a table that already has one: the new round belongs on that one. */
export function tableHasCheckMessage(tableNumber: string): string {
  return `La mesa ${tableNumber} ya tiene una cuenta abierta: añade la ronda a esa cuenta`;
}

/** The options chosen in one of a product's modifier groups, by id. */
export const modifierChoiceInputSchema = z.object({
  groupId: ref('El grupo de opciones es requerido'),
  optionIds: z.array(ref('La opción es requerida')).max(30),
});
export type ModifierChoiceInput = z.output<typeof modifierChoiceInputSchema>;

/** One line of a round: a product, how many, a note for the kitchen and the chosen modifiers. */
export const roundLineInputSchema = z.object({
  productId: ref('El producto es requerido'),
  quantity: z
    .int({ error: 'La cantidad debe ser un número entero' })
    .min(1, 'La cantidad debe ser mayor a 0')
    .max(1000, 'La cantidad no puede ser mayor de 1000'),
  notes: longText('Las notas de la línea').optional(),
  modifiers: z.array(modifierChoiceInputSchema).max(10).optional(),
  /** Its course when not its category's (see COURSE_OF_CATEGORY). */
  course: courseSchema.optional(),
  /** 'En espera': held until its course is fired. */
  held: z.literal(true).optional(),
});
export type RoundLineInput = z.output<typeof roundLineInputSchema>;

const roundLines = z
  .array(roundLineInputSchema, { error: EMPTY_ORDER_MESSAGE })
  .min(1, EMPTY_ORDER_MESSAGE)
  .max(200, 'Un pedido no puede tener más de 200 líneas');

const guests = z
  .int('Los comensales deben ser un número entero')
  .min(1, 'Los comensales deben ser al menos 1')
  .max(MAX_GUESTS, `Los comensales no pueden pasar de ${MAX_GUESTS}`);

/** POST /api/checks: opens a table's check; guests default to the table's capacity. */
export const openCheckInputSchema = z.object({
  tableId: ref('Debe seleccionar una mesa'),
  guests: guests.optional(),
  /** The first round, when the check is opened with it. */
  items: roundLines.optional(),
  notes: longText('Las notas').optional(),
});
export type OpenCheckInput = z.output<typeof openCheckInputSchema>;

/** POST /api/checks/{id}/rounds. */
export const roundInputSchema = z.object({
  items: roundLines,
  notes: longText('Las notas').optional(),
});
export type RoundInput = z.output<typeof roundInputSchema>;

/** GET /api/checks: by status and table. */
export const checkQueryInputSchema = z.object({
  status: checkStatusSchema.optional(),
  tableId: ref('Referencia no válida').optional(),
});
export type CheckQueryInput = z.output<typeof checkQueryInputSchema>;

/** POST /api/checks/{id}/close and /void: why (required by the rules; see the top of this file). */
export const closeCheckInputSchema = z.object({
  reason: z.string().max(1000, 'El motivo no puede tener más de 1000 caracteres').optional(),
});
export type CloseCheckInput = z.output<typeof closeCheckInputSchema>;

/** POST /api/checks/{id}/move. */
export const moveCheckInputSchema = z.object({ tableId: ref('Debe seleccionar una mesa') });
export type MoveCheckInput = z.output<typeof moveCheckInputSchema>;

/** POST /api/checks/{id}/merge: this check's rounds join `intoCheckId`'s. */
export const mergeCheckInputSchema = z.object({ intoCheckId: ref('Debe elegir la cuenta de destino') });
export type MergeCheckInput = z.output<typeof mergeCheckInputSchema>;

/** POST /api/checks/{id}/transfers: chosen lines to another check, all or none. */
export const transferInputSchema = z.object({
  toCheckId: ref('Debe elegir la cuenta de destino'),
  lines: z.array(lineRefSchema).max(400),
});
export type TransferInput = z.output<typeof transferInputSchema>;

/**
 * POST /api/orders/{id}/void and /lines/{lineId}/void. `reason` is one of VOID_REASONS ('other'
 * needs a `note`); a line the kitchen already started needs a manager, or a manager's confirmation
 * from POST /api/approvals (`approvedBy` + `approval`).
 */
export const voidInputSchema = z.object({
  reason: z.string().max(40).optional(),
  note: longText('El motivo').optional(),
  approvedBy: z.string().min(1).max(200).optional(),
  approval: z.string().min(1).max(512).optional(),
});
export type VoidInput = z.output<typeof voidInputSchema>;

/** Documents a floor role writes with a manager's confirmation, besides voids. */
const APPROVED_TYPES = ['adjustment', 'refund'];

/** `adjustment:<id>` or `refund:<id>`: the document the confirmation is for, its id made on the device. */
export function isApprovalSubject(value: string): boolean {
  const colon = value.indexOf(':');
  return APPROVED_TYPES.includes(value.slice(0, colon)) && ID_PATTERN.test(value.slice(colon + 1));
}

/**
 * POST /api/approvals: a manager's credentials typed on a waiter's device, for one order (line) to
 * void, or for one discount or refund (`subject`).
 */
export const approvalInputSchema = z
  .object({
    email: z.string({ error: 'El correo es requerido' }).trim().min(1, 'El correo es requerido').max(254),
    password: z
      .string({ error: 'La contraseña es requerida' })
      .min(1, 'La contraseña es requerida')
      .max(1024),
    orderId: ref('El pedido es requerido').optional(),
    lineId: ref('La línea es requerida').optional(),
    subject: z
      .string()
      .max(100)
      .refine(isApprovalSubject, 'Indica el descuento o la devolución que se confirma')
      .optional(),
  })
  .refine((body) => (body.orderId === undefined) !== (body.subject === undefined), {
    message: 'Indica el pedido o el documento que se confirma',
    path: ['orderId'],
  })
  .refine((body) => body.lineId === undefined || body.orderId !== undefined, {
    message: 'El pedido es requerido',
    path: ['orderId'],
  });
export type ApprovalInput = z.output<typeof approvalInputSchema>;
