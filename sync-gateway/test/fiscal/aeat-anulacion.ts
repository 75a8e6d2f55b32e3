import { anulacionHuella } from '@restaurantpro/schema';
import { NS_SI } from '../../src/fiscal/namespaces.ts';
import type { XmlElement } from '../../src/fiscal/xml-tree.ts';
import {
  chainLink,
  child,
  DATE,
  installationOf,
  opt,
  sequence,
  text,
  TIMESTAMP,
  type Particle,
  type Problems,
} from './aeat-xsd.ts';

/**
 * The fake AEAT's check of a RegistroAnulacion, written from RegistroFacturacionAnulacionType
 * (SuministroInformacion.xsd) rather than from the code that writes it: every element in the
 * sequence's order, the cancelled invoice's identification (IDFacturaExpedidaBajaType), the S/N
 * flags, and the huella recomputed with the schema's `anulacionHuella`.
 */

export interface ReceivedAnulacion {
  kind: 'anulacion';
  /** The cancelled invoice: IDEmisorFacturaAnulada, NumSerieFacturaAnulada, FechaExpedicionFacturaAnulada. */
  nif: string;
  numSerie: string;
  fecha: string;
  installation: string;
  generated: string;
  huella: string;
  /** The huella of the record it links to; undefined for PrimerRegistro. */
  previousHuella: string | undefined;
  rechazoPrevio: boolean;
  sinRegistroPrevio: boolean;
}

const REGISTRO_ANULACION: readonly Particle[] = [
  { name: 'IDVersion' },
  { name: 'IDFactura' },
  opt('RefExterna'),
  opt('SinRegistroPrevio'),
  opt('RechazoPrevio'),
  opt('GeneradoPor'),
  opt('Generador'),
  { name: 'Encadenamiento' },
  { name: 'SistemaInformatico' },
  { name: 'FechaHoraHusoGenRegistro' },
  { name: 'TipoHuella' },
  { name: 'Huella' },
];
const ID_FACTURA_ANULADA: readonly Particle[] = [
  { name: 'IDEmisorFacturaAnulada' },
  { name: 'NumSerieFacturaAnulada' },
  { name: 'FechaExpedicionFacturaAnulada' },
];

export function checkAnulacion(
  anulacion: XmlElement,
  cabeceraNif: string,
  where: string,
  problems: Problems,
): ReceivedAnulacion {
  sequence(anulacion, NS_SI, REGISTRO_ANULACION, where, problems);
  const id = child(anulacion, 'IDFactura');
  if (id !== undefined) sequence(id, NS_SI, ID_FACTURA_ANULADA, `${where}/IDFactura`, problems);
  const nif = id === undefined ? '' : text(id, 'IDEmisorFacturaAnulada');
  const numSerie = id === undefined ? '' : text(id, 'NumSerieFacturaAnulada');
  const fecha = id === undefined ? '' : text(id, 'FechaExpedicionFacturaAnulada');
  const at = `${where} anulación de ${numSerie}`;
  if (text(anulacion, 'IDVersion') !== '1.0') problems.add(at, 'IDVersion no es 1.0');
  if (nif !== cabeceraNif)
    problems.add(at, 'IDEmisorFacturaAnulada distinto del NIF de ObligadoEmision (1108)');
  if (numSerie === '' || numSerie.length > 60) problems.add(at, 'NumSerieFacturaAnulada');
  if (!DATE.test(fecha)) problems.add(at, `FechaExpedicionFacturaAnulada ${fecha}`);
  // SinRegistroPrevioType and RechazoPrevioAnulacionType take S or N only.
  const sinRegistro = text(anulacion, 'SinRegistroPrevio');
  const rechazo = text(anulacion, 'RechazoPrevio');
  if (!['', 'S', 'N'].includes(sinRegistro)) problems.add(at, `SinRegistroPrevio ${sinRegistro}`);
  if (!['', 'S', 'N'].includes(rechazo)) problems.add(at, `RechazoPrevio ${rechazo}`);
  const previousHuella = chainLink(anulacion, at, problems);
  const installation = installationOf(anulacion, at, problems);
  const generated = text(anulacion, 'FechaHoraHusoGenRegistro');
  if (!TIMESTAMP.test(generated)) problems.add(at, `FechaHoraHusoGenRegistro ${generated}`);
  if (text(anulacion, 'TipoHuella') !== '01') problems.add(at, 'TipoHuella no es 01');
  const huella = text(anulacion, 'Huella');
  const expected = anulacionHuella({
    IDEmisorFacturaAnulada: nif,
    NumSerieFacturaAnulada: numSerie,
    FechaExpedicionFacturaAnulada: fecha,
    FechaHoraHusoGenRegistro: generated,
    previousHuella: previousHuella ?? '',
  });
  if (huella !== expected) problems.add(at, 'la huella no corresponde a sus datos (2000)');
  return {
    kind: 'anulacion',
    nif,
    numSerie,
    fecha,
    installation,
    generated,
    huella,
    previousHuella,
    rechazoPrevio: rechazo === 'S',
    sinRegistroPrevio: sinRegistro === 'S',
  };
}
