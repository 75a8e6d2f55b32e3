import { z } from 'zod';
import {
  fiscalDate,
  isoDateSchema,
  MANAGER_ROLES,
  addDays,
  roleViewRefusal,
  type FiscalRecord,
  type Role,
  type Ticket,
} from '@restaurantpro/schema';
import type { FiscalLedger } from '../../fiscal/ledger.ts';
import { ApiError } from '../api-error.ts';
import type { ApiContext, ApiInstance } from '../context.ts';
import type { MoneyBook } from '../money-book.ts';
import { errors } from '../shapes.ts';

const tags = ['fiscal'];

const sendingOut = z.object({
  estado: z.enum(['pendiente', 'Correcto', 'AceptadoConErrores', 'Incorrecto']),
  enviadoEn: z.string().optional(),
  incidencia: z.boolean().optional(),
  subsanacion: z.boolean().optional(),
  codigo: z.string().optional(),
  descripcion: z.string().optional(),
});

const recordOut = z.object({
  IDEmisorFactura: z.string(),
  NumSerieFactura: z.string(),
  FechaExpedicionFactura: z.string(),
  TipoFactura: z.string(),
  CuotaTotal: z.string(),
  ImporteTotal: z.string(),
  Huella: z.string(),
  HuellaAnterior: z.string().describe('La huella del registro anterior de la cadena; vacía en el primero'),
  FechaHoraHusoGenRegistro: z.string(),
  NumeroInstalacion: z.string(),
  posicion: z.number().int().describe('Lugar del registro en la cadena de su instalación, desde 1'),
  ticketId: z.string(),
  envio: sendingOut,
});

const refusedOut = z.object({
  NumSerieFactura: z.string(),
  NumeroInstalacion: z.string(),
  posicion: z.number().int(),
  motivo: z.string().describe('Por qué la pasarela lo rechazó'),
  usuario: z.string().describe('Quién lo subió (id de usuario)'),
  en: z.string(),
});

const statusOut = z.object({
  configurado: z.boolean().describe('Si la pasarela tiene configurado el envío a la AEAT (VERIFACTU_URL)'),
  pendientes: z.number().int().describe('Registros sin enviar a la AEAT'),
  ultimoEnvio: z.string().optional(),
  ultimoError: z.object({ en: z.string(), mensaje: z.string() }).optional(),
  recibidos: z
    .number()
    .int()
    .optional()
    .describe('Con `instalacion`: el último lugar de su cadena que la pasarela ha recibido'),
});

/** Before the query is read: a waiter or a cook is told why, in the words of schema's roleViewRefusal. */
async function managersOnly(request: { user: { role: Role } | null }): Promise<void> {
  if (request.user === null) throw new ApiError(401, 'unauthorized', 'Unauthorized');
  if (!MANAGER_ROLES.includes(request.user.role))
    throw new ApiError(403, 'forbidden', roleViewRefusal('fiscal'));
}

/**
 * The inspection side of Verifactu (docs/fiscal.md): each record of a day with the AEAT's field
 * names and what became of it, for managers and auditors' tools; and how sending stands, for every
 * signed-in device (the count of unsent records every screen shows).
 */
export function fiscalRoutes(
  app: ApiInstance,
  ctx: ApiContext,
  book: MoneyBook,
  ledger: FiscalLedger,
  configured: boolean,
): void {
  app.get(
    '/api/fiscal/records',
    {
      onRequest: managersOnly,
      schema: {
        tags,
        summary: 'Registros de facturación Verifactu expedidos un día, con su envío a la AEAT',
        description:
          'Cada registro con los nombres de campo de la AEAT, su huella y la del registro anterior, su instalación y el estado de su envío (pendiente, Correcto, AceptadoConErrores, Incorrecto y el código de error). `date` es la fecha de expedición (AAAA-MM-DD; hoy si no se indica). Para gerencia y administración.',
        querystring: z.object({ date: isoDateSchema.optional() }),
        response: { 200: z.array(recordOut), ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const date = request.query.date ?? ctx.today();
      const wanted = fiscalDate(new Date(`${date}T12:00:00Z`), 'UTC');
      // A ticket's business day is its issue date, or the day before after midnight.
      const [before, same] = await Promise.all([
        book.days.of('ticket', addDays(date, -1)),
        book.days.of('ticket', date),
      ]);
      const records = [...before, ...same]
        .flatMap((ticket: Ticket) => (ticket.fiscal === undefined ? [] : [ticket.fiscal]))
        .filter((record) => record.FechaExpedicionFactura === wanted)
        .sort((a, b) =>
          a.NumeroInstalacion === b.NumeroInstalacion
            ? a.seq - b.seq
            : a.NumeroInstalacion < b.NumeroInstalacion
              ? -1
              : 1,
        );
      const entries = await ledger.entries(records.map((record) => record.NumSerieFactura));
      return records.map((record: FiscalRecord) => {
        const entry = entries.get(record.NumSerieFactura);
        return {
          IDEmisorFactura: record.IDEmisorFactura,
          NumSerieFactura: record.NumSerieFactura,
          FechaExpedicionFactura: record.FechaExpedicionFactura,
          TipoFactura: record.TipoFactura,
          CuotaTotal: record.CuotaTotal,
          ImporteTotal: record.ImporteTotal,
          Huella: record.Huella,
          HuellaAnterior: record.RegistroAnterior?.Huella ?? '',
          FechaHoraHusoGenRegistro: record.FechaHoraHusoGenRegistro,
          NumeroInstalacion: record.NumeroInstalacion,
          posicion: record.seq,
          ticketId: record.NumSerieFactura,
          envio: {
            estado: entry?.state ?? 'pendiente',
            ...(entry?.sentAt === undefined ? {} : { enviadoEn: entry.sentAt }),
            ...(entry?.incidencia === undefined ? {} : { incidencia: entry.incidencia }),
            ...(entry?.subsanacion === undefined ? {} : { subsanacion: entry.subsanacion }),
            ...(entry?.code === undefined ? {} : { codigo: entry.code }),
            ...(entry?.description === undefined ? {} : { descripcion: entry.description }),
          },
        };
      });
    },
  );

  app.get(
    '/api/fiscal/refused',
    {
      onRequest: managersOnly,
      schema: {
        tags,
        summary: 'Registros de facturación que la pasarela rechazó, con el motivo',
        description:
          'Un registro rechazado (huella, encadenamiento o importes que no cuadran) no se guarda: el dispositivo sigue facturando en una instalación y serie nuevas, y el rechazo queda aquí para gerencia. El más reciente primero.',
        response: { 200: z.array(refusedOut), ...errors(401, 403) },
      },
    },
    async () =>
      (await ledger.refused()).map((record) => ({
        NumSerieFactura: record.numSerie,
        NumeroInstalacion: record.installation,
        posicion: record.seq,
        motivo: record.reason,
        usuario: record.by,
        en: record.at,
      })),
  );

  app.get(
    '/api/fiscal/status',
    {
      onRequest: ctx.guards.user,
      schema: {
        tags,
        summary: 'Estado del envío a la AEAT: registros pendientes, último envío y último error',
        description:
          'Con `instalacion` (el código de serie de un dispositivo), también hasta qué registro de su cadena ha recibido la pasarela: el dispositivo suma los que aún no ha subido.',
        querystring: z.object({
          instalacion: z
            .string()
            .regex(/^[A-Z0-9]{1,16}$/, 'Instalación no válida')
            .optional(),
        }),
        response: { 200: statusOut, ...errors(401) },
      },
    },
    async (request) => {
      const installation = request.query.instalacion;
      const [pending, status, received] = await Promise.all([
        ledger.pendingCount(),
        ledger.status(),
        installation === undefined ? Promise.resolve(undefined) : ledger.receivedUpTo(installation),
      ]);
      return {
        configurado: configured,
        pendientes: pending,
        ...(status.lastSendAt === undefined ? {} : { ultimoEnvio: status.lastSendAt }),
        ...(received === undefined ? {} : { recibidos: received }),
        ...(status.lastError === undefined
          ? {}
          : { ultimoError: { en: status.lastError.at, mensaje: status.lastError.message } }),
      };
    },
  );
}
