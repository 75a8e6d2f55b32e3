import {
  BILLING_SYSTEM,
  idPart,
  type ChainRecord,
  type FiscalAnulacion,
  type FiscalRecord,
  type Ticket,
} from '@restaurantpro/schema';
import { NS_LR, NS_SI, NS_SOAP } from './namespaces.ts';
import { MAX_RECORDS_PER_MESSAGE } from './policy.ts';

/**
 * The SOAP 1.1 message that registers altas and anulaciones with the AEAT
 * (RegFactuSistemaFacturacion, VERI*FACTU mode), elements in the order of SuministroLR.xsd and
 * SuministroInformacion.xsd. The hashed fields are written exactly as the stored record holds them:
 * the huella was computed over those strings, so reformatting an amount ("12.1" for "12.10") would
 * make the AEAT's check of it fail. Nothing is signed: in VERI*FACTU mode the records travel over
 * mutual TLS and the AEAT keeps them.
 */

/** A ticket whose billing record was written with it. */
export type FiscalTicket = Ticket & { fiscal: FiscalRecord };

export interface AltaItem {
  ticket: Ticket;
  /** Subsanacion = S: the record goes again after the AEAT refused or flagged it. */
  subsanacion?: boolean;
  /** RechazoPrevio = S: the AEAT refused it before (only with subsanacion, AEAT error 1161). */
  rechazoPrevio?: boolean;
}

export interface AnulacionItem {
  anulacion: FiscalAnulacion;
  /**
   * RechazoPrevio = S: the AEAT refused it before. A RegistroAnulacion has no Subsanacion element:
   * sending it again after a refusal says only this.
   */
  rechazoPrevio?: boolean;
  /** SinRegistroPrevio = S: the AEAT never held the alta it cancels (the alta was refused). */
  sinRegistroPrevio?: boolean;
}

export type RegistroItem = AltaItem | AnulacionItem;

export const isAnulacionItem = (item: RegistroItem): item is AnulacionItem => 'anulacion' in item;

/** The taxpayer the records are of (Cabecera/ObligadoEmision). */
export interface Obligado {
  name: string;
  nif: string;
}

export interface RegistrationBatch {
  obligado: Obligado;
  /** Incidencia = S: the records were held back by an incident (no connection, the AEAT down). */
  incidencia: boolean;
  items: readonly RegistroItem[];
}

/** Restaurant sales are IVA (01), general regime (01), subject and not exempt (S1). */
const IMPUESTO_IVA = '01';
const CLAVE_REGIMEN_GENERAL = '01';
const SUJETA_NO_EXENTA = 'S1';
/** SHA-256, the only TipoHuella the AEAT defines. */
const TIPO_HUELLA_SHA256 = '01';
/** A rectifying ticket carries the differences (negative amounts), so it is a rectificativa por diferencias. */
const RECTIFICATIVA_POR_DIFERENCIAS = 'I';
/** The Desglose holds at most 12 DetalleDesglose (SuministroInformacion.xsd). */
const MAX_DESGLOSE = 12;

// Characters XML 1.0 cannot carry at all, even escaped: dropped rather than refused, so a stray
// control character in a name never blocks a day's records.
// eslint-disable-next-line no-control-regex -- matching the characters XML 1.0 forbids is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

// The prefixes of the AEAT's own examples: `sum` for SuministroLR.xsd, `sum1` for SuministroInformacion.xsd.
const si = (name: string, content: string) => `<sum1:${name}>${content}</sum1:${name}>`;
const siText = (name: string, value: string) => si(name, escapeXml(value));

/** True when the ticket carries its billing record (the type the sender's queue hands over). */
export function isFiscalTicket(ticket: Ticket): ticket is FiscalTicket {
  return ticket.fiscal !== undefined;
}

function isRectificativa(record: FiscalRecord): boolean {
  return record.TipoFactura.startsWith('R');
}

function descripcion(ticket: Ticket, record: FiscalRecord): string {
  if (ticket.replaces !== undefined) {
    return `Servicio de restauración, en sustitución de la factura simplificada ${ticket.replaces.ticketId}`;
  }
  if (!isRectificativa(record)) return 'Servicio de restauración';
  return ticket.rectifies === undefined
    ? 'Rectificación de factura simplificada'
    : `Rectificación de la factura simplificada ${idPart(ticket.rectifies.ticketId)}`;
}

/**
 * An F3 names the simplified invoice it replaces (IDFacturaSustituida: the issuer is the invoice's
 * own, IDFacturaARType says so) and its customer (IDDestinatario, with a Spanish NIF); an F1 names
 * its customer and replaces nothing. The AEAT refuses either block on an F2 or an R5.
 */
const WITH_CUSTOMER: ReadonlySet<string> = new Set(['F1', 'F3']);

function facturasSustituidas(ticket: Ticket, record: FiscalRecord): string {
  const replaced = ticket.replaces;
  if (record.TipoFactura !== 'F3' || replaced === undefined) return '';
  return si(
    'FacturasSustituidas',
    si(
      'IDFacturaSustituida',
      siText('IDEmisorFactura', record.IDEmisorFactura) +
        siText('NumSerieFactura', replaced.ticketId) +
        siText('FechaExpedicionFactura', replaced.issueDate),
    ),
  );
}

function destinatarios(ticket: Ticket, record: FiscalRecord): string {
  const customer = ticket.customer;
  if (!WITH_CUSTOMER.has(record.TipoFactura) || customer === undefined) return '';
  return si(
    'Destinatarios',
    si('IDDestinatario', siText('NombreRazon', customer.name) + siText('NIF', customer.nif)),
  );
}

function desglose(ticket: Ticket): string {
  if (ticket.taxes.length === 0 || ticket.taxes.length > MAX_DESGLOSE) {
    throw new RangeError(
      `${idPart(ticket._id)}: ${ticket.taxes.length} tipos de IVA (de 1 a ${MAX_DESGLOSE})`,
    );
  }
  return si(
    'Desglose',
    ticket.taxes
      .map((tax) =>
        si(
          'DetalleDesglose',
          siText('Impuesto', IMPUESTO_IVA) +
            siText('ClaveRegimen', CLAVE_REGIMEN_GENERAL) +
            siText('CalificacionOperacion', SUJETA_NO_EXENTA) +
            siText('TipoImpositivo', tax.rate.toFixed(2)) +
            siText('BaseImponibleOimporteNoSujeto', tax.base) +
            siText('CuotaRepercutida', tax.amount),
        ),
      )
      .join(''),
  );
}

function encadenamiento(record: ChainRecord): string {
  const previous = record.RegistroAnterior;
  return si(
    'Encadenamiento',
    previous === undefined
      ? siText('PrimerRegistro', 'S')
      : si(
          'RegistroAnterior',
          siText('IDEmisorFactura', previous.IDEmisorFactura) +
            siText('NumSerieFactura', previous.NumSerieFactura) +
            siText('FechaExpedicionFactura', previous.FechaExpedicionFactura) +
            siText('Huella', previous.Huella),
        ),
  );
}

function sistemaInformatico(record: ChainRecord): string {
  return si(
    'SistemaInformatico',
    siText('NombreRazon', BILLING_SYSTEM.NombreRazon) +
      siText('NIF', BILLING_SYSTEM.NIF) +
      siText('NombreSistemaInformatico', BILLING_SYSTEM.NombreSistemaInformatico) +
      siText('IdSistemaInformatico', BILLING_SYSTEM.IdSistemaInformatico) +
      siText('Version', BILLING_SYSTEM.Version) +
      siText('NumeroInstalacion', record.NumeroInstalacion) +
      siText('TipoUsoPosibleSoloVerifactu', BILLING_SYSTEM.TipoUsoPosibleSoloVerifactu) +
      siText('TipoUsoPosibleMultiOT', BILLING_SYSTEM.TipoUsoPosibleMultiOT) +
      siText('IndicadorMultiplesOT', BILLING_SYSTEM.IndicadorMultiplesOT),
  );
}

/**
 * IDFactura: the invoice a record is about, by issuer, number and issue date; an anulación names the
 * cancelled invoice with the same three elements, each ending in `Anulada`.
 */
function idFactura(suffix: '' | 'Anulada', emisor: string, numSerie: string, fecha: string): string {
  return si(
    'IDFactura',
    siText(`IDEmisorFactura${suffix}`, emisor) +
      siText(`NumSerieFactura${suffix}`, numSerie) +
      siText(`FechaExpedicionFactura${suffix}`, fecha),
  );
}

/** One RegistroAlta, in the element order of RegistroFacturacionAltaType. */
export function registroAlta(item: AltaItem): string {
  const { ticket } = item;
  if (!isFiscalTicket(ticket)) throw new RangeError(`${idPart(ticket._id)}: el ticket no lleva registro`);
  if (item.rechazoPrevio === true && item.subsanacion !== true) {
    throw new RangeError(`${idPart(ticket._id)}: RechazoPrevio = S solo con Subsanacion = S`);
  }
  const record = ticket.fiscal;
  return si(
    'RegistroAlta',
    siText('IDVersion', '1.0') +
      idFactura('', record.IDEmisorFactura, record.NumSerieFactura, record.FechaExpedicionFactura) +
      siText('NombreRazonEmisor', ticket.issuer.name) +
      (item.subsanacion === true ? siText('Subsanacion', 'S') : '') +
      (item.rechazoPrevio === true ? siText('RechazoPrevio', 'S') : '') +
      siText('TipoFactura', record.TipoFactura) +
      (isRectificativa(record) ? siText('TipoRectificativa', RECTIFICATIVA_POR_DIFERENCIAS) : '') +
      facturasSustituidas(ticket, record) +
      siText('DescripcionOperacion', descripcion(ticket, record)) +
      destinatarios(ticket, record) +
      desglose(ticket) +
      siText('CuotaTotal', record.CuotaTotal) +
      siText('ImporteTotal', record.ImporteTotal) +
      encadenamiento(record) +
      sistemaInformatico(record) +
      siText('FechaHoraHusoGenRegistro', record.FechaHoraHusoGenRegistro) +
      siText('TipoHuella', TIPO_HUELLA_SHA256) +
      siText('Huella', record.Huella),
  );
}

/**
 * One RegistroAnulacion, in the element order of RegistroFacturacionAnulacionType: IDVersion,
 * IDFactura (the cancelled invoice, by its …Anulada fields), [RefExterna], [SinRegistroPrevio],
 * [RechazoPrevio], [GeneradoPor, Generador: the issuer itself generates it, so neither],
 * Encadenamiento, SistemaInformatico, FechaHoraHusoGenRegistro, TipoHuella, Huella.
 */
export function registroAnulacion(item: AnulacionItem): string {
  const record = item.anulacion;
  return si(
    'RegistroAnulacion',
    siText('IDVersion', '1.0') +
      idFactura(
        'Anulada',
        record.IDEmisorFacturaAnulada,
        record.NumSerieFacturaAnulada,
        record.FechaExpedicionFacturaAnulada,
      ) +
      (item.sinRegistroPrevio === true ? siText('SinRegistroPrevio', 'S') : '') +
      (item.rechazoPrevio === true ? siText('RechazoPrevio', 'S') : '') +
      encadenamiento(record) +
      sistemaInformatico(record) +
      siText('FechaHoraHusoGenRegistro', record.FechaHoraHusoGenRegistro) +
      siText('TipoHuella', TIPO_HUELLA_SHA256) +
      siText('Huella', record.Huella),
  );
}

/** The issuer and number of the invoice an item's record is about, when it has a record. */
function issuedBy(item: RegistroItem): { nif: string; numSerie: string } | undefined {
  if (isAnulacionItem(item))
    return { nif: item.anulacion.IDEmisorFacturaAnulada, numSerie: item.anulacion.NumSerieFacturaAnulada };
  const record = item.ticket.fiscal;
  return record === undefined ? undefined : { nif: record.IDEmisorFactura, numSerie: record.NumSerieFactura };
}

/**
 * The envelope for `batch`: one Cabecera for the obligado and one RegistroFactura per item, in the
 * order given (the sender passes them in generation order, which the chains need). Throws a
 * RangeError on a batch the AEAT would refuse whole: empty, over 1.000 records, or holding a record
 * of another issuer (AEAT error 1108).
 */
export function registrationEnvelope(batch: RegistrationBatch): string {
  const { items, obligado } = batch;
  if (items.length === 0 || items.length > MAX_RECORDS_PER_MESSAGE) {
    throw new RangeError(`Un envío lleva de 1 a ${MAX_RECORDS_PER_MESSAGE} registros, no ${items.length}`);
  }
  for (const item of items) {
    const issued = issuedBy(item);
    if (issued !== undefined && issued.nif !== obligado.nif) {
      throw new RangeError(`${issued.numSerie}: emitido por otro NIF que el del envío`);
    }
  }
  const cabecera =
    '<sum:Cabecera>' +
    si('ObligadoEmision', siText('NombreRazon', obligado.name) + siText('NIF', obligado.nif)) +
    (batch.incidencia ? si('RemisionVoluntaria', siText('Incidencia', 'S')) : '') +
    '</sum:Cabecera>';
  const records = items.map(
    (item) =>
      `<sum:RegistroFactura>${isAnulacionItem(item) ? registroAnulacion(item) : registroAlta(item)}</sum:RegistroFactura>`,
  );
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<soapenv:Envelope xmlns:soapenv="${NS_SOAP}" xmlns:sum="${NS_LR}" xmlns:sum1="${NS_SI}">` +
    '<soapenv:Header/><soapenv:Body><sum:RegFactuSistemaFacturacion>' +
    cabecera +
    records.join('') +
    '</sum:RegFactuSistemaFacturacion></soapenv:Body></soapenv:Envelope>'
  );
}
