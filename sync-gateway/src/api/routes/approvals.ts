import type { FastifyInstance } from 'fastify';
import { APPROVAL_ROLE_MESSAGE, approvalInputSchema, idPart, isManagerRole } from '@restaurantpro/schema';
import { signApproval, type ApprovalSubject } from '../../auth/approvals.ts';
import { ApiError } from '../api-error.ts';
import { approvalOut } from '../check-shapes.ts';
import type { ApiContext, ApiInstance } from '../context.ts';
import { errors } from '../shapes.ts';

/** Credentials are tiny; refusing big bodies early keeps scrypt work bounded (as at sign-in). */
const APPROVAL_BODY_LIMIT = 8 * 1024;

/**
 * A manager's confirmation typed on a waiter's device: the manager's e-mail and password are
 * checked like a sign-in (same password check, same failure counters) and, for a manager or admin,
 * the gateway signs an approval for exactly that order (and line), or that discount or refund
 * (`subject`), valid ten minutes. The waiter's
 * session is left as it was: the manager is not signed in on the device, the approval goes into the
 * void the waiter then writes, and the write rules check it at either door.
 */
export function approvalRoutes(app: ApiInstance, ctx: ApiContext, gateway: FastifyInstance): void {
  app.post(
    '/api/approvals',
    {
      onRequest: ctx.guards.user,
      bodyLimit: APPROVAL_BODY_LIMIT,
      schema: {
        tags: ['orders'],
        summary: 'Confirmación de gerencia: anular lo que cocina ya empezó, un descuento o una devolución',
        description:
          'Un gerente escribe su correo y contraseña en el dispositivo del camarero. Devuelve `approvedBy` y `approval`, que la anulación lleva consigo (POST /api/orders/{id}/lines/{lineId}/void o /void). No cambia la sesión abierta. Sin `lineId`, confirma la ronda entera. Con `subject` (`adjustment:<id>` o `refund:<id>`, el identificador que el dispositivo ya eligió) en lugar de `orderId`, confirma ese descuento o esa devolución y ningún otro documento.',
        body: approvalInputSchema,
        response: { 200: approvalOut, ...errors(403, 429) },
      },
    },
    async (request, reply) => {
      const doc = await gateway.credentials.verify(request, reply);
      if (!doc || !doc.isActive) throw new ApiError(401, 'unauthorized', 'Credenciales incorrectas');
      if (!isManagerRole(doc.role)) throw new ApiError(403, 'forbidden', APPROVAL_ROLE_MESSAGE);
      const { orderId, lineId, subject } = request.body;
      const approvedBy = idPart(doc._id);
      // The input's schema asks for exactly one of them: an order (a void) or a document.
      const confirmed: ApprovalSubject =
        subject !== undefined
          ? { managerId: approvedBy, subject }
          : { managerId: approvedBy, orderId, ...(lineId ? { lineId } : {}) };
      reply.header('cache-control', 'no-store');
      return { approvedBy, approval: signApproval(gateway.approvalSecret, confirmed, ctx.now().getTime()) };
    },
  );
}
