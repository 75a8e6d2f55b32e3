import { NS_RESPUESTA, NS_SI, NS_SOAP } from './namespaces.ts';
import {
  childElement,
  childElements,
  childText,
  parseXml,
  XmlSyntaxError,
  type XmlElement,
} from './xml-tree.ts';

/**
 * The AEAT's answer to RegFactuSistemaFacturacion (RespuestaSuministro.xsd), or the SOAP fault it
 * sends instead when it refuses the whole message (a schema error, a certificate that may not send
 * for the NIF, the service down). Elements are matched by namespace, whatever their prefixes.
 */

export const ESTADOS_ENVIO = ['Correcto', 'ParcialmenteCorrecto', 'Incorrecto'] as const;
export type EstadoEnvio = (typeof ESTADOS_ENVIO)[number];
export const ESTADOS_REGISTRO = ['Correcto', 'AceptadoConErrores', 'Incorrecto'] as const;
export type EstadoRegistro = (typeof ESTADOS_REGISTRO)[number];
/** How the AEAT holds a record it reports as duplicated (EstadoRegistroSFType). */
export const ESTADOS_DUPLICADO = ['Correcta', 'AceptadaConErrores', 'Anulada'] as const;
export type EstadoDuplicado = (typeof ESTADOS_DUPLICADO)[number];
/** What a line answers (TipoOperacionType): an alta, or an anulación of the invoice it names. */
export const TIPOS_OPERACION = ['Alta', 'Anulacion'] as const;
export type TipoOperacion = (typeof TIPOS_OPERACION)[number];

export interface RegistroDuplicado {
  state: EstadoDuplicado;
  code?: number;
  description?: string;
}

/**
 * One RespuestaLinea: the AEAT's verdict on one record of the message. An anulación's line names
 * the invoice it cancels in the same IDFactura as an alta's, so only its operation tells the two
 * apart (an alta and its anulación can travel in one message).
 */
export interface ResponseLine {
  issuer: string;
  numSerie: string;
  date: string;
  operation: TipoOperacion;
  state: EstadoRegistro;
  code?: number;
  description?: string;
  /** Present when the record was refused as a duplicate (code 3000): how the AEAT holds the original. */
  duplicate?: RegistroDuplicado;
}

export interface RegistrationResponse {
  /** TiempoEsperaEnvio: seconds to wait before the next message. */
  waitSeconds: number;
  status: EstadoEnvio;
  /** The submission's CSV, when it was not refused. */
  csv?: string;
  lines: ResponseLine[];
}

/** The AEAT refused the whole message with a SOAP fault. */
export class AeatFaultError extends Error {
  /** The AEAT's error code, when its faultstring names one ("Codigo[4102].El XML no cumple…"). */
  readonly code: number | undefined;

  constructor(
    readonly faultCode: string,
    readonly faultString: string,
  ) {
    super(`SOAP fault ${faultCode}: ${faultString}`);
    this.name = 'AeatFaultError';
    const named = /Codigo\[(\d+)\]/i.exec(faultString);
    this.code = named?.[1] === undefined ? undefined : Number(named[1]);
  }
}

/** The answer could not be read as a RespuestaRegFactuSistemaFacturacion or a fault. */
export class AeatAnswerError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AeatAnswerError';
  }
}

function required(parent: XmlElement, ns: string, name: string): XmlElement {
  const found = childElement(parent, ns, name);
  if (found === undefined) throw new AeatAnswerError(`${parent.name} sin ${name}`);
  return found;
}

function requiredText(parent: XmlElement, ns: string, name: string): string {
  return required(parent, ns, name).text.trim();
}

function oneOf<T extends string>(values: readonly T[], value: string, what: string): T {
  const found = values.find((known) => known === value);
  if (found === undefined) throw new AeatAnswerError(`${what} desconocido: ${value}`);
  return found;
}

function optionalCode(parent: XmlElement, ns: string): number | undefined {
  const text = childText(parent, ns, 'CodigoErrorRegistro');
  if (text === undefined || text === '') return undefined;
  if (!/^-?\d+$/.test(text)) throw new AeatAnswerError(`CodigoErrorRegistro no numérico: ${text}`);
  return Number(text);
}

function optionalDescription(parent: XmlElement, ns: string): string | undefined {
  const text = childText(parent, ns, 'DescripcionErrorRegistro');
  return text === undefined || text === '' ? undefined : text;
}

function duplicateOf(line: XmlElement): RegistroDuplicado | undefined {
  const element = childElement(line, NS_RESPUESTA, 'RegistroDuplicado');
  if (element === undefined) return undefined;
  const state = oneOf(
    ESTADOS_DUPLICADO,
    requiredText(element, NS_SI, 'EstadoRegistroDuplicado'),
    'Estado de duplicado',
  );
  const code = optionalCode(element, NS_SI);
  const description = optionalDescription(element, NS_SI);
  return {
    state,
    ...(code === undefined ? {} : { code }),
    ...(description === undefined ? {} : { description }),
  };
}

/**
 * Operacion is an OperacionType (TipoOperacion, then the Subsanacion and RechazoPrevio echoed); an
 * earlier version of the XSD carried the TipoOperacion value as Operacion's own text, read as well.
 */
function operationOf(line: XmlElement): TipoOperacion {
  const operacion = required(line, NS_RESPUESTA, 'Operacion');
  const value = childText(operacion, NS_SI, 'TipoOperacion') ?? operacion.text.trim();
  return oneOf(TIPOS_OPERACION, value, 'TipoOperacion');
}

function lineOf(line: XmlElement): ResponseLine {
  const id = required(line, NS_RESPUESTA, 'IDFactura');
  const code = optionalCode(line, NS_RESPUESTA);
  const description = optionalDescription(line, NS_RESPUESTA);
  const duplicate = duplicateOf(line);
  return {
    issuer: requiredText(id, NS_SI, 'IDEmisorFactura'),
    numSerie: requiredText(id, NS_SI, 'NumSerieFactura'),
    date: requiredText(id, NS_SI, 'FechaExpedicionFactura'),
    operation: operationOf(line),
    state: oneOf(ESTADOS_REGISTRO, requiredText(line, NS_RESPUESTA, 'EstadoRegistro'), 'EstadoRegistro'),
    ...(code === undefined ? {} : { code }),
    ...(description === undefined ? {} : { description }),
    ...(duplicate === undefined ? {} : { duplicate }),
  };
}

function faultOf(fault: XmlElement): AeatFaultError {
  // SOAP 1.1 leaves faultcode and faultstring unqualified.
  return new AeatFaultError(
    childText(fault, '', 'faultcode') ?? '',
    childText(fault, '', 'faultstring') ?? '',
  );
}

/**
 * Reads the AEAT's answer. Throws AeatFaultError when it is a SOAP fault, AeatAnswerError when it
 * is neither a fault nor a well-formed answer.
 */
export function parseRegistrationResponse(xml: string): RegistrationResponse {
  let root: XmlElement;
  try {
    root = parseXml(xml);
  } catch (error) {
    if (error instanceof XmlSyntaxError)
      throw new AeatAnswerError('La respuesta no es XML', { cause: error });
    throw error;
  }
  if (root.ns !== NS_SOAP || root.name !== 'Envelope')
    throw new AeatAnswerError('La respuesta no es un sobre SOAP');
  const body = required(root, NS_SOAP, 'Body');
  const fault = childElement(body, NS_SOAP, 'Fault');
  if (fault !== undefined) throw faultOf(fault);
  const answer = required(body, NS_RESPUESTA, 'RespuestaRegFactuSistemaFacturacion');
  const wait = requiredText(answer, NS_RESPUESTA, 'TiempoEsperaEnvio');
  // Tipo6Type is \d{0,4}: an empty wait is no wait.
  if (!/^\d{0,4}$/.test(wait)) throw new AeatAnswerError(`TiempoEsperaEnvio no válido: ${wait}`);
  const csv = childText(answer, NS_RESPUESTA, 'CSV');
  return {
    waitSeconds: wait === '' ? 0 : Number(wait),
    status: oneOf(ESTADOS_ENVIO, requiredText(answer, NS_RESPUESTA, 'EstadoEnvio'), 'EstadoEnvio'),
    ...(csv === undefined || csv === '' ? {} : { csv }),
    lines: childElements(answer, NS_RESPUESTA, 'RespuestaLinea').map(lineOf),
  };
}
