import { altaHuella } from '@restaurantpro/schema';
import { NS_LR, NS_SI, NS_SOAP } from '../../src/fiscal/namespaces.ts';
import { parseXml, type XmlElement } from '../../src/fiscal/xml-tree.ts';
import { checkAnulacion, type ReceivedAnulacion } from './aeat-anulacion.ts';
import {
  chainLink,
  child,
  DATE,
  ID_FACTURA,
  installationOf,
  opt,
  Problems,
  sequence,
  text,
  TIMESTAMP,
  type Particle,
} from './aeat-xsd.ts';

export type { ReceivedAnulacion } from './aeat-anulacion.ts';

/**
 * What the fake AEAT checks in a RegFactuSistemaFacturacion message, written from the XSDs
 * (SuministroLR.xsd, SuministroInformacion.xsd) and the AEAT's validations rather than from the code
 * that writes the message: the envelope, the Cabecera, at most 1.000 records, every element of a
 * RegistroAlta present when mandatory and in the sequence's order, the invoices an F3 replaces and
 * the customers the types that name one carry, the amounts' sums, and each huella recomputed with
 * the schema's `altaHuella`; a RegistroAnulacion is checked in aeat-anulacion.ts.
 */

export interface ReceivedAlta {
  kind: 'alta';
  nif: string;
  numSerie: string;
  fecha: string;
  tipo: string;
  /** IDFacturaSustituida, an F3's: the invoices it replaces. */
  sustituidas: Array<{ nif: string; numSerie: string; fecha: string }>;
  /** IDDestinatario: the customers, with a Spanish NIF. */
  destinatarios: Array<{ name: string; nif: string }>;
  installation: string;
  generated: string;
  huella: string;
  /** The huella of the record it links to; undefined for PrimerRegistro. */
  previousHuella: string | undefined;
  subsanacion: boolean;
  rechazoPrevio: boolean;
}

export type ReceivedRecord = ReceivedAlta | ReceivedAnulacion;

export interface ReceivedMessage {
  obligado: { name: string; nif: string };
  incidencia: boolean;
  /** Every record, altas and anulaciones, in the message's order. */
  records: ReceivedRecord[];
  altas: ReceivedAlta[];
  anulaciones: ReceivedAnulacion[];
}

const REGISTRO_ALTA: readonly Particle[] = [
  { name: 'IDVersion' },
  { name: 'IDFactura' },
  opt('RefExterna'),
  { name: 'NombreRazonEmisor' },
  opt('Subsanacion'),
  opt('RechazoPrevio'),
  { name: 'TipoFactura' },
  opt('TipoRectificativa'),
  opt('FacturasRectificadas'),
  opt('FacturasSustituidas'),
  opt('ImporteRectificacion'),
  opt('FechaOperacion'),
  { name: 'DescripcionOperacion' },
  opt('FacturaSimplificadaArt7273'),
  opt('FacturaSinIdentifDestinatarioArt61d'),
  opt('Macrodato'),
  opt('EmitidaPorTerceroODestinatario'),
  opt('Tercero'),
  opt('Destinatarios'),
  opt('Cupon'),
  { name: 'Desglose' },
  { name: 'CuotaTotal' },
  { name: 'ImporteTotal' },
  { name: 'Encadenamiento' },
  { name: 'SistemaInformatico' },
  { name: 'FechaHoraHusoGenRegistro' },
  opt('NumRegistroAcuerdoFacturacion'),
  opt('IdAcuerdoSistemaInformatico'),
  { name: 'TipoHuella' },
  { name: 'Huella' },
];
const DETALLE: readonly Particle[] = [
  opt('Impuesto'),
  opt('ClaveRegimen'),
  { choice: ['CalificacionOperacion', 'OperacionExenta'] },
  opt('TipoImpositivo'),
  { name: 'BaseImponibleOimporteNoSujeto' },
  opt('BaseImponibleACoste'),
  opt('CuotaRepercutida'),
  opt('TipoRecargoEquivalencia'),
  opt('CuotaRecargoEquivalencia'),
];
const PERSONA: readonly Particle[] = [{ name: 'NombreRazon' }, { choice: ['NIF', 'IDOtro'] }];
const CABECERA: readonly Particle[] = [
  { name: 'ObligadoEmision' },
  opt('Representante'),
  opt('RemisionVoluntaria'),
  opt('RemisionRequerimiento'),
];

const AMOUNT = /^[+-]?\d{1,12}(\.\d{0,2})?$/;
const RATE = /^\d{1,3}(\.\d{0,2})?$/;

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** The types that name their customer (Destinatarios), and those that must not (simplified ones). */
const WITH_DESTINATARIOS = ['F1', 'F3', 'R1', 'R2', 'R3', 'R4'];

/**
 * FacturasSustituidas (only on an F3) and Destinatarios (required on F1, F3 and R1–R4, refused on F2
 * and R5): each an IDFacturaARType of the same issuer, or a PersonaFisicaJuridicaType.
 */
function checkParties(
  alta: XmlElement,
  tipo: string,
  nif: string,
  at: string,
  problems: Problems,
): Pick<ReceivedAlta, 'sustituidas' | 'destinatarios'> {
  const sustituidas: ReceivedAlta['sustituidas'] = [];
  const replaced = child(alta, 'FacturasSustituidas');
  if (replaced !== undefined) {
    if (tipo !== 'F3') problems.add(at, `FacturasSustituidas en una ${tipo}`);
    sequence(
      replaced,
      NS_SI,
      [{ name: 'IDFacturaSustituida', max: 1000 }],
      `${at}/FacturasSustituidas`,
      problems,
    );
    for (const id of replaced.children) {
      sequence(id, NS_SI, ID_FACTURA, `${at}/IDFacturaSustituida`, problems);
      const found = {
        nif: text(id, 'IDEmisorFactura'),
        numSerie: text(id, 'NumSerieFactura'),
        fecha: text(id, 'FechaExpedicionFactura'),
      };
      if (found.nif !== nif) problems.add(at, 'IDFacturaSustituida de otro emisor');
      if (!DATE.test(found.fecha)) problems.add(at, `IDFacturaSustituida con fecha ${found.fecha}`);
      if (found.numSerie === '' || found.numSerie.length > 60)
        problems.add(at, 'IDFacturaSustituida sin número');
      sustituidas.push(found);
    }
  }
  const destinatarios: ReceivedAlta['destinatarios'] = [];
  const customers = child(alta, 'Destinatarios');
  if (customers === undefined && WITH_DESTINATARIOS.includes(tipo))
    problems.add(at, `una ${tipo} sin Destinatarios`);
  if (customers !== undefined) {
    if (!WITH_DESTINATARIOS.includes(tipo)) problems.add(at, `Destinatarios en una ${tipo}`);
    sequence(customers, NS_SI, [{ name: 'IDDestinatario', max: 1000 }], `${at}/Destinatarios`, problems);
    for (const customer of customers.children) {
      sequence(customer, NS_SI, PERSONA, `${at}/IDDestinatario`, problems);
      const found = { name: text(customer, 'NombreRazon'), nif: text(customer, 'NIF') };
      if (found.name === '' || [...found.name].length > 120) problems.add(at, 'IDDestinatario/NombreRazon');
      if (child(customer, 'IDOtro') === undefined && found.nif.length !== 9)
        problems.add(at, `IDDestinatario/NIF ${found.nif}`);
      destinatarios.push(found);
    }
  }
  return { sustituidas, destinatarios };
}

function checkAlta(alta: XmlElement, cabeceraNif: string, where: string, problems: Problems): ReceivedAlta {
  sequence(alta, NS_SI, REGISTRO_ALTA, where, problems);
  const id = child(alta, 'IDFactura');
  if (id !== undefined) sequence(id, NS_SI, ID_FACTURA, `${where}/IDFactura`, problems);
  const nif = id === undefined ? '' : text(id, 'IDEmisorFactura');
  const numSerie = id === undefined ? '' : text(id, 'NumSerieFactura');
  const fecha = id === undefined ? '' : text(id, 'FechaExpedicionFactura');
  const at = `${where} ${numSerie}`;
  if (text(alta, 'IDVersion') !== '1.0') problems.add(at, 'IDVersion no es 1.0');
  if (nif !== cabeceraNif) problems.add(at, 'IDEmisorFactura distinto del NIF de ObligadoEmision (1108)');
  if (!DATE.test(fecha)) problems.add(at, `FechaExpedicionFactura ${fecha}`);
  const tipo = text(alta, 'TipoFactura');
  if (!['F1', 'F2', 'F3', 'R1', 'R2', 'R3', 'R4', 'R5'].includes(tipo))
    problems.add(at, `TipoFactura ${tipo}`);
  const rectificativa = text(alta, 'TipoRectificativa');
  if (tipo.startsWith('R') !== (rectificativa !== '')) problems.add(at, 'TipoRectificativa (1114/1115)');
  if (rectificativa !== '' && !['S', 'I'].includes(rectificativa))
    problems.add(at, `TipoRectificativa ${rectificativa}`);
  const subsanacion = text(alta, 'Subsanacion');
  const rechazo = text(alta, 'RechazoPrevio');
  if (!['', 'S', 'N'].includes(subsanacion) || !['', 'S', 'N', 'X'].includes(rechazo)) {
    problems.add(at, 'Subsanacion o RechazoPrevio (1171)');
  }
  if (rechazo === 'S' && subsanacion !== 'S') problems.add(at, 'RechazoPrevio S sin Subsanacion S (1161)');
  const descripcion = text(alta, 'DescripcionOperacion');
  if (descripcion === '' || descripcion.length > 500) problems.add(at, 'DescripcionOperacion');
  if ([...text(alta, 'NombreRazonEmisor')].length > 120) problems.add(at, 'NombreRazonEmisor de más de 120');
  const parties = checkParties(alta, tipo, nif, at, problems);

  let cuotas = 0;
  let bases = 0;
  const detalles = child(alta, 'Desglose')?.children ?? [];
  if (detalles.length < 1 || detalles.length > 12) problems.add(at, `${detalles.length} DetalleDesglose`);
  for (const detalle of detalles) {
    if (detalle.ns !== NS_SI || detalle.name !== 'DetalleDesglose')
      problems.add(at, `Desglose con ${detalle.name}`);
    sequence(detalle, NS_SI, DETALLE, `${at}/DetalleDesglose`, problems);
    const base = text(detalle, 'BaseImponibleOimporteNoSujeto');
    const cuota = text(detalle, 'CuotaRepercutida');
    if (!AMOUNT.test(base) || !AMOUNT.test(cuota)) problems.add(at, `importes del desglose ${base} ${cuota}`);
    if (!RATE.test(text(detalle, 'TipoImpositivo'))) problems.add(at, 'TipoImpositivo');
    if (text(detalle, 'Impuesto') !== '01' || text(detalle, 'ClaveRegimen') !== '01')
      problems.add(at, 'Impuesto/ClaveRegimen');
    bases += cents(base);
    cuotas += cents(cuota);
  }
  const cuotaTotal = text(alta, 'CuotaTotal');
  const importeTotal = text(alta, 'ImporteTotal');
  if (!AMOUNT.test(cuotaTotal) || !AMOUNT.test(importeTotal)) problems.add(at, 'CuotaTotal/ImporteTotal');
  if (cents(cuotaTotal) !== cuotas) problems.add(at, 'CuotaTotal no suma las cuotas (2006)');
  if (cents(importeTotal) !== bases + cuotas) problems.add(at, 'ImporteTotal no suma bases y cuotas (2005)');

  const previousHuella = chainLink(alta, at, problems);
  const installation = installationOf(alta, at, problems);
  const generated = text(alta, 'FechaHoraHusoGenRegistro');
  if (!TIMESTAMP.test(generated)) problems.add(at, `FechaHoraHusoGenRegistro ${generated}`);
  if (text(alta, 'TipoHuella') !== '01') problems.add(at, 'TipoHuella no es 01');
  const huella = text(alta, 'Huella');
  const expected = altaHuella({
    IDEmisorFactura: nif,
    NumSerieFactura: numSerie,
    FechaExpedicionFactura: fecha,
    TipoFactura: tipo,
    CuotaTotal: cuotaTotal,
    ImporteTotal: importeTotal,
    FechaHoraHusoGenRegistro: generated,
    RegistroAnterior: previousHuella === undefined ? undefined : { Huella: previousHuella },
  });
  if (huella !== expected) problems.add(at, 'la huella no corresponde a sus datos (2000)');
  return {
    kind: 'alta',
    nif,
    numSerie,
    fecha,
    tipo,
    ...parties,
    installation,
    generated,
    huella,
    previousHuella,
    subsanacion: subsanacion === 'S',
    rechazoPrevio: rechazo === 'S',
  };
}

/** Reads a message and lists everything wrong with it (nothing, for a message the AEAT would take). */
export function readMessage(xml: string): { message: ReceivedMessage | undefined; problems: string[] } {
  const problems = new Problems();
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    return { message: undefined, problems: [`XML mal formado: ${String(error)}`] };
  }
  if (root.ns !== NS_SOAP || root.name !== 'Envelope') problems.add('Envelope', 'no es un sobre SOAP 1.1');
  sequence(root, NS_SOAP, [opt('Header'), { name: 'Body' }], 'Envelope', problems);
  const body = root.children.find((el) => el.ns === NS_SOAP && el.name === 'Body');
  const reg = body?.children[0];
  if (
    body === undefined ||
    body.children.length !== 1 ||
    reg?.ns !== NS_LR ||
    reg.name !== 'RegFactuSistemaFacturacion'
  ) {
    problems.add('Body', 'no lleva un RegFactuSistemaFacturacion');
    return { message: undefined, problems: problems.list };
  }
  const count = reg.children.length - 1;
  sequence(
    reg,
    NS_LR,
    [{ name: 'Cabecera' }, { name: 'RegistroFactura', max: 1000 }],
    'RegFactuSistemaFacturacion',
    problems,
  );
  if (count > 1000) problems.add('RegFactuSistemaFacturacion', `${count} registros (4113)`);
  const cabecera = reg.children[0];
  if (cabecera === undefined) return { message: undefined, problems: problems.list };
  sequence(cabecera, NS_SI, CABECERA, 'Cabecera', problems);
  const obligado = child(cabecera, 'ObligadoEmision');
  if (obligado !== undefined)
    sequence(obligado, NS_SI, [{ name: 'NombreRazon' }, { name: 'NIF' }], 'ObligadoEmision', problems);
  const nif = obligado === undefined ? '' : text(obligado, 'NIF');
  if (nif.length !== 9) problems.add('ObligadoEmision', `NIF ${nif}`);
  if (child(cabecera, 'RemisionRequerimiento') !== undefined)
    problems.add('Cabecera', 'RemisionRequerimiento en VERI*FACTU (4126)');
  const voluntaria = child(cabecera, 'RemisionVoluntaria');
  if (voluntaria !== undefined)
    sequence(
      voluntaria,
      NS_SI,
      [opt('FechaFinVeriFactu'), opt('Incidencia')],
      'RemisionVoluntaria',
      problems,
    );
  const incidencia = voluntaria === undefined ? '' : text(voluntaria, 'Incidencia');
  if (!['', 'S', 'N'].includes(incidencia)) problems.add('Cabecera', `Incidencia ${incidencia} (4121)`);

  const records: ReceivedRecord[] = [];
  reg.children.slice(1).forEach((registro, index) => {
    const where = `RegistroFactura ${index + 1}`;
    const record = registro.children[0];
    // RegistroFactura is a choice of one RegistroAlta or one RegistroAnulacion.
    if (registro.children.length !== 1 || record?.ns !== NS_SI) {
      problems.add(where, 'no lleva un RegistroAlta ni un RegistroAnulacion');
    } else if (record.name === 'RegistroAlta') {
      records.push(checkAlta(record, nif, where, problems));
    } else if (record.name === 'RegistroAnulacion') {
      records.push(checkAnulacion(record, nif, where, problems));
    } else {
      problems.add(where, 'no lleva un RegistroAlta ni un RegistroAnulacion');
    }
  });
  return {
    message: {
      obligado: { name: obligado === undefined ? '' : text(obligado, 'NombreRazon'), nif },
      incidencia: incidencia === 'S',
      records,
      altas: records.flatMap((record) => (record.kind === 'alta' ? [record] : [])),
      anulaciones: records.flatMap((record) => (record.kind === 'anulacion' ? [record] : [])),
    },
    problems: problems.list,
  };
}
