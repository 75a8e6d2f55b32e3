import { NS_SI } from '../../src/fiscal/namespaces.ts';
import type { XmlElement } from '../../src/fiscal/xml-tree.ts';

/**
 * What the fake AEAT's checks of an alta and an anulación share: reading a sequence of the XSDs
 * (elements present when mandatory, in order, nothing else), the identification of an invoice, the
 * SistemaInformatico, the formats, and the chain link (Encadenamiento).
 */

/** An element of a sequence: `name` between min and max times (1..1 by default), or one of `choice`. */
export type Particle = { name: string; min?: number; max?: number } | { choice: readonly string[] };

export const opt = (name: string): Particle => ({ name, min: 0 });

export const ID_FACTURA: readonly Particle[] = [
  { name: 'IDEmisorFactura' },
  { name: 'NumSerieFactura' },
  { name: 'FechaExpedicionFactura' },
];
export const SISTEMA: readonly Particle[] = [
  { name: 'NombreRazon' },
  { choice: ['NIF', 'IDOtro'] },
  { name: 'NombreSistemaInformatico' },
  { name: 'IdSistemaInformatico' },
  { name: 'Version' },
  { name: 'NumeroInstalacion' },
  { name: 'TipoUsoPosibleSoloVerifactu' },
  { name: 'TipoUsoPosibleMultiOT' },
  { name: 'IndicadorMultiplesOT' },
];

export const DATE = /^\d{2}-\d{2}-\d{4}$/;
export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

export class Problems {
  readonly list: string[] = [];
  add(where: string, problem: string) {
    this.list.push(`${where}: ${problem}`);
  }
}

/** Checks that `el`'s children are exactly `particles`, in order, all in namespace `ns`. */
export function sequence(
  el: XmlElement,
  ns: string,
  particles: readonly Particle[],
  where: string,
  problems: Problems,
) {
  const children = el.children;
  let at = 0;
  for (const particle of particles) {
    if ('choice' in particle) {
      const child = children[at];
      if (child !== undefined && child.ns === ns && particle.choice.includes(child.name)) at += 1;
      else problems.add(where, `falta ${particle.choice.join(' o ')}`);
      continue;
    }
    const { name, min = 1, max = 1 } = particle;
    let count = 0;
    while (count < max && children[at]?.ns === ns && children[at]?.name === name) {
      count += 1;
      at += 1;
    }
    if (count < min) problems.add(where, `falta ${name}`);
  }
  const extra = children[at];
  if (extra !== undefined) problems.add(where, `${extra.name} ({${extra.ns}}) fuera de orden o no previsto`);
}

export function text(el: XmlElement, name: string): string {
  return el.children.find((child) => child.ns === NS_SI && child.name === name)?.text ?? '';
}

export function child(el: XmlElement, name: string): XmlElement | undefined {
  return el.children.find((found) => found.ns === NS_SI && found.name === name);
}

/**
 * The Encadenamiento of a record: PrimerRegistro = S, or RegistroAnterior naming the previous
 * record; the huella it links to (undefined for the first record).
 */
export function chainLink(record: XmlElement, at: string, problems: Problems): string | undefined {
  const links = child(record, 'Encadenamiento')?.children ?? [];
  const link = links[0];
  if (links.length !== 1 || link === undefined || link.ns !== NS_SI) {
    problems.add(at, 'Encadenamiento sin PrimerRegistro ni RegistroAnterior');
    return undefined;
  }
  if (link.name === 'PrimerRegistro') {
    if (link.text !== 'S') problems.add(at, 'PrimerRegistro no es S');
    return undefined;
  }
  if (link.name !== 'RegistroAnterior') {
    problems.add(at, `Encadenamiento con ${link.name}`);
    return undefined;
  }
  sequence(link, NS_SI, [...ID_FACTURA, { name: 'Huella' }], `${at}/RegistroAnterior`, problems);
  return text(link, 'Huella');
}

/** The SistemaInformatico's shape, and the installation it names. */
export function installationOf(record: XmlElement, at: string, problems: Problems): string {
  const sistema = child(record, 'SistemaInformatico');
  if (sistema === undefined) return '';
  sequence(sistema, NS_SI, SISTEMA, `${at}/SistemaInformatico`, problems);
  return text(sistema, 'NumeroInstalacion');
}
