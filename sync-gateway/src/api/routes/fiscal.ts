import { z } from 'zod';
import {
  fiscalDate,
  fiscalTimestamp,
  isoDateSchema,
  MANAGER_ROLES,
  addDays,
  roleViewRefusal,
  type FiscalRecord,
  type Role,
  type Ticket,
} from '@restaurantpro/schema';
import type { FiscalLedger, RecordEntry, RefusedRecord } from '../../fiscal/ledger.ts';
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

/** What every record of a chain carries after its own identity: its fingerprint, its link, its origin. */
const chainFields = {
  Huella: z.string(),
  HuellaAnterior: z.string().describe('La huella del registro anterior de la cadena; vacía en el primero'),
  FechaHoraHusoGenRegistro: z.string(),
  NumeroInstalacion: z.string(),
};

const altaOut = z.object({
  TipoRegistro: z.literal('Alta').describe('Registro de facturación de alta'),
  IDEmisorFactura: z.string(),
  NumSerieFactura: z.string(),
  FechaExpedicionFactura: z.string(),
  TipoFactura: z.string(),
  CuotaTotal: z.string(),
  ImporteTotal: z.string(),
  ...chainFields,
  posicion: z.number().int().describe('Lugar del registro en la cadena de su instalación, desde 1'),
  ticketId: z.string(),
  envio: sendingOut,
});

const anulacionOut = z.object({
  TipoRegistro: z.literal('Anulacion').describe('Registro de facturación de anulación'),
  IDEmisorFacturaAnulada: z.string(),
  NumSerieFacturaAnulada: z.string(),
  FechaExpedicionFacturaAnulada: z.string(),
  ...chainFields,
  posicion: z
    .number()
    .int()
    .describe('Lugar del registro en la cadena de la instalación que lo generó, desde 1'),
  ticketId: z.string().describe('El ticket que anula'),
  envio: sendingOut,
});

const recordOut = z.discriminatedUnion('TipoRegistro', [altaOut, anulacionOut]);

const refusedFields = {
  NumeroInstalacion: z.string(),
  posicion: z.number().int(),
  motivo: z.string().describe('Por qué la pasarela lo rechazó'),
  usuario: z.string().describe('Quién lo subió (id de usuario)'),
  en: z.string(),
};

const refusedOut = z.discriminatedUnion('TipoRegistro', [
  z.object({ TipoRegistro: z.literal('Alta'), NumSerieFactura: z.string(), ...refusedFields }),
  z.object({ TipoRegistro: z.literal('Anulacion'), NumSerieFacturaAnulada: z.string(), ...refusedFields }),
]);

const statusOut = z.object({
  configurado: z.boolean().describe('Si la pasarela tiene configurado el envío a la AEAT (VERIFACTU_URL)'),
  pendientes: z.number().int().describe('Registros sin enviar a la AEAT, altas y anulaciones'),
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

/** What became of a record on its way to the AEAT (`pendiente` until the gateway queues it). */
function envioOf(entry: RecordEntry | undefined): z.infer<typeof sendingOut> {
  return {
    estado: entry?.state ?? 'pendiente',
    ...(entry?.sentAt === undefined ? {} : { enviadoEn: entry.sentAt }),
    ...(entry?.incidencia === undefined ? {} : { incidencia: entry.incidencia }),
    ...(entry?.subsanacion === undefined ? {} : { subsanacion: entry.subsanacion }),
    ...(entry?.code === undefined ? {} : { codigo: entry.code }),
    ...(entry?.description === undefined ? {} : { descripcion: entry.description }),
  };
}

function refusedOf(record: RefusedRecord): z.infer<typeof refusedOut> {
  const fields = {
    NumeroInstalacion: record.installation,
    posicion: record.seq,
    motivo: record.reason,
    usuario: record.by,
    en: record.at,
  };
  return record.kind === 'anulacion'
    ? { TipoRegistro: 'Anulacion', NumSerieFacturaAnulada: record.numSerie, ...fields }
    : { TipoRegistro: 'Alta', NumSerieFactura: record.numSerie, ...fields };
}

/** Chain order: by installation, then place in its chain. */
function byChain(
  a: { NumeroInstalacion: string; posicion: number },
  b: { NumeroInstalacion: string; posicion: number },
): number {
  if (a.NumeroInstalacion !== b.NumeroInstalacion) return a.NumeroInstalacion < b.NumeroInstalacion ? -1 : 1;
  return a.posicion - b.posicion;
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
        summary: 'Registros de facturación Verifactu de un día, altas y anulaciones, con su envío a la AEAT',
        description:
          'Cada registro con los nombres de campo de la AEAT, su tipo (`TipoRegistro`: Alta o Anulacion), su huella y la del registro anterior, su instalación y el estado de su envío (pendiente, Correcto, AceptadoConErrores, Incorrecto y el código de error), en el orden de cada cadena. `date` (AAAA-MM-DD; hoy si no se indica) es la fecha de expedición de las altas y el día en que se generaron las anulaciones. Para gerencia y administración.',
        querystring: z.object({ date: isoDateSchema.optional() }),
        response: { 200: z.array(recordOut), ...errors(401, 403) },
      },
    },
    async (request) => {
      // Today is the calendar day where the restaurant is, as an issue date reads: after midnight the
      // business day is still the evening's (ctx.today()), but a ticket issued now is dated today.
      const date = request.query.date ?? fiscalTimestamp(ctx.now(), app.config.timezone).slice(0, 10);
      const wanted = fiscalDate(new Date(`${date}T12:00:00Z`), 'UTC');
      // A ticket's business day is its issue date, or the day before after midnight.
      const [before, same, anulaciones] = await Promise.all([
        book.days.of('ticket', addDays(date, -1)),
        book.days.of('ticket', date),
        ledger.anulacionesOn(date),
      ]);
      const altas = [...before, ...same]
        .flatMap((ticket: Ticket) => (ticket.fiscal === undefined ? [] : [ticket.fiscal]))
        .filter((record) => record.FechaExpedicionFactura === wanted);
      const entries = await ledger.entries(altas.map((record) => record.NumSerieFactura));
      const listed: Array<z.infer<typeof recordOut>> = [
        ...altas.map((record: FiscalRecord) => ({
          TipoRegistro: 'Alta' as const,
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
          envio: envioOf(entries.get(record.NumSerieFactura)),
        })),
        ...anulaciones.map(({ record, entry }) => ({
          TipoRegistro: 'Anulacion' as const,
          IDEmisorFacturaAnulada: record.IDEmisorFacturaAnulada,
          NumSerieFacturaAnulada: record.NumSerieFacturaAnulada,
          FechaExpedicionFacturaAnulada: record.FechaExpedicionFacturaAnulada,
          Huella: record.Huella,
          HuellaAnterior: record.RegistroAnterior?.Huella ?? '',
          FechaHoraHusoGenRegistro: record.FechaHoraHusoGenRegistro,
          NumeroInstalacion: record.NumeroInstalacion,
          posicion: record.seq,
          ticketId: entry.ticketId,
          envio: envioOf(entry),
        })),
      ];
      return listed.sort(byChain);
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
          'Un registro rechazado (huella, encadenamiento o importes que no cuadran) no se guarda: el dispositivo sigue facturando en una instalación y serie nuevas, y el rechazo queda aquí para gerencia. Una anulación rechazada (`TipoRegistro` Anulacion) nombra el ticket que anulaba en `NumSerieFacturaAnulada`. El más reciente primero.',
        response: { 200: z.array(refusedOut), ...errors(401, 403) },
      },
    },
    async () => (await ledger.refused()).map(refusedOf),
  );

  app.get(
    '/api/fiscal/status',
    {
      onRequest: ctx.guards.user,
      schema: {
        tags,
        summary:
          'Estado del envío a la AEAT: registros pendientes (altas y anulaciones), último envío y último error',
        description:
          'Con `instalacion` (el código de serie de un dispositivo), también hasta qué registro de su cadena ha recibido la pasarela: el dispositivo suma los que aún no ha subido.',
        querystring: z.object({
          instalacion: z
            .string()
            .regex(/^[A-Z0-9]{1,16}$/, 'Instalación no válida')
            .optional(),
        }),
        response: { 200: statusOut },
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
