import { describe, expect, it } from 'vitest';
import { anulacionHuella } from '@restaurantpro/schema';
import { NS_LR, NS_SI, NS_SOAP } from '../../src/fiscal/namespaces.ts';
import {
  childElement,
  childElements,
  childText,
  parseXml,
  type XmlElement,
} from '../../src/fiscal/xml-tree.ts';
import { registrationEnvelope, type RegistroItem } from '../../src/fiscal/xml.ts';
import { readMessage } from './aeat-checks.ts';
import { annulled, chained, chainOf, ISSUER, saleTicket } from './tickets.ts';

/**
 * A registro de anulación in the message: a RegistroFactura holding a RegistroAnulacion with the
 * elements of RegistroFacturacionAnulacionType in their order, the cancelled invoice named by its
 * …Anulada fields, chained in its device's chain between two altas; and the fake AEAT's checks of it.
 */

const T0 = Date.parse('2026-11-24T20:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const [first, second] = chainOf('K7Q4', 2, T0);
if (first === undefined || second === undefined) throw new Error('fixture');
// The manager cancels the first ticket on the same device: the third record of K7Q4's chain.
const annulment = annulled(first, 'K7Q4', at(60_000), second);
const third = chained(saleTicket('K7Q4', 3, at(120_000)), 'K7Q4', annulment);
const OBLIGADO = { name: ISSUER.name, nif: ISSUER.nif };

const envelopeOf = (items: RegistroItem[]) =>
  registrationEnvelope({ obligado: OBLIGADO, incidencia: false, items });

function recordsOf(xml: string): XmlElement[] {
  const body = childElement(parseXml(xml), NS_SOAP, 'Body');
  const reg = body && childElement(body, NS_LR, 'RegFactuSistemaFacturacion');
  if (reg === undefined) throw new Error('no RegFactuSistemaFacturacion');
  return childElements(reg, NS_LR, 'RegistroFactura').map((registro) => registro.children[0] as XmlElement);
}

const names = (el: XmlElement | undefined) => el?.children.map((child) => child.name);

describe('a registro de anulación in the envelope', () => {
  const chain: RegistroItem[] = [
    { ticket: first },
    { ticket: second },
    { anulacion: annulment.fiscal },
    { ticket: third },
  ];

  it('is a message the AEAT takes, the anulación in its place in the chain', () => {
    const { message, problems } = readMessage(envelopeOf(chain));
    expect(problems).toEqual([]);
    expect(message?.records.map((record) => [record.kind, record.numSerie])).toEqual([
      ['alta', 'T-K7Q4-000001'],
      ['alta', 'T-K7Q4-000002'],
      ['anulacion', 'T-K7Q4-000001'],
      ['alta', 'T-K7Q4-000003'],
    ]);
    expect(message?.anulaciones).toEqual([
      {
        kind: 'anulacion',
        nif: ISSUER.nif,
        numSerie: 'T-K7Q4-000001',
        fecha: first.fiscal.FechaExpedicionFactura,
        installation: 'K7Q4',
        generated: annulment.fiscal.FechaHoraHusoGenRegistro,
        huella: annulment.fiscal.Huella,
        previousHuella: second.fiscal.Huella,
        rechazoPrevio: false,
        sinRegistroPrevio: false,
      },
    ]);
    // The alta after it links to it: the cancelled invoice's identification, the anulación's huella.
    expect(message?.altas.at(-1)?.previousHuella).toBe(annulment.fiscal.Huella);
  });

  it('writes RegistroFacturacionAnulacionType’s elements in the XSD’s order', () => {
    const anulacion = recordsOf(envelopeOf(chain))[2];
    expect(anulacion).toMatchObject({ ns: NS_SI, name: 'RegistroAnulacion' });
    expect(names(anulacion)).toEqual([
      'IDVersion',
      'IDFactura',
      'Encadenamiento',
      'SistemaInformatico',
      'FechaHoraHusoGenRegistro',
      'TipoHuella',
      'Huella',
    ]);
    const id = childElement(anulacion as XmlElement, NS_SI, 'IDFactura');
    expect(id?.children.map((child) => [child.name, child.text])).toEqual([
      ['IDEmisorFacturaAnulada', ISSUER.nif],
      ['NumSerieFacturaAnulada', 'T-K7Q4-000001'],
      ['FechaExpedicionFacturaAnulada', first.fiscal.FechaExpedicionFactura],
    ]);
    const previous = childElement(
      childElement(anulacion as XmlElement, NS_SI, 'Encadenamiento') as XmlElement,
      NS_SI,
      'RegistroAnterior',
    );
    expect(previous?.children.map((child) => [child.name, child.text])).toEqual([
      ['IDEmisorFactura', ISSUER.nif],
      ['NumSerieFactura', 'T-K7Q4-000002'],
      ['FechaExpedicionFactura', second.fiscal.FechaExpedicionFactura],
      ['Huella', second.fiscal.Huella],
    ]);
    expect(childText(anulacion as XmlElement, NS_SI, 'TipoHuella')).toBe('01');
    expect(childText(anulacion as XmlElement, NS_SI, 'Huella')).toBe(
      anulacionHuella({ ...annulment.fiscal, previousHuella: second.fiscal.Huella }),
    );
  });

  it('says SinRegistroPrevio and RechazoPrevio, in that order, only when asked; never Subsanacion', () => {
    const xml = envelopeOf([{ anulacion: annulment.fiscal, sinRegistroPrevio: true, rechazoPrevio: true }]);
    const [anulacion] = recordsOf(xml);
    expect(names(anulacion)?.slice(0, 5)).toEqual([
      'IDVersion',
      'IDFactura',
      'SinRegistroPrevio',
      'RechazoPrevio',
      'Encadenamiento',
    ]);
    expect(readMessage(xml).message?.anulaciones[0]).toMatchObject({
      rechazoPrevio: true,
      sinRegistroPrevio: true,
    });
    expect(xml).not.toContain('Subsanacion');
    expect(names(recordsOf(envelopeOf([{ anulacion: annulment.fiscal }]))[0])).not.toContain('RechazoPrevio');
  });

  it('opens its chain with PrimerRegistro when it is the device’s first record', () => {
    // A manager's device that had issued nothing yet cancels a ticket of another device.
    const opening = annulled(second, 'M2X9', at(90_000));
    const [anulacion] = recordsOf(envelopeOf([{ anulacion: opening.fiscal }]));
    const link = childElement(anulacion as XmlElement, NS_SI, 'Encadenamiento');
    expect(link?.children.map((child) => [child.name, child.text])).toEqual([['PrimerRegistro', 'S']]);
    expect(readMessage(envelopeOf([{ anulacion: opening.fiscal }])).problems).toEqual([]);
  });

  it('refuses an anulación of another issuer than the message’s', () => {
    expect(() =>
      registrationEnvelope({
        obligado: { ...OBLIGADO, nif: 'A58818501' },
        incidencia: false,
        items: [{ anulacion: annulment.fiscal }],
      }),
    ).toThrow(RangeError);
  });
});

describe('the fake AEAT’s checks of an anulación', () => {
  const good = envelopeOf([{ anulacion: annulment.fiscal }]);

  it.each<[string, string, string]>([
    [
      'a cancelled number changed after hashing',
      good.replace(
        '>T-K7Q4-000001</sum1:NumSerieFacturaAnulada>',
        '>T-K7Q4-000009</sum1:NumSerieFacturaAnulada>',
      ),
      '(2000)',
    ],
    [
      'RechazoPrevio before SinRegistroPrevio',
      good.replace(
        '</sum1:IDFactura>',
        '</sum1:IDFactura><sum1:RechazoPrevio>S</sum1:RechazoPrevio><sum1:SinRegistroPrevio>S</sum1:SinRegistroPrevio>',
      ),
      'fuera de orden',
    ],
    [
      'a Subsanacion, which an anulación has not',
      good.replace('</sum1:IDFactura>', '</sum1:IDFactura><sum1:Subsanacion>S</sum1:Subsanacion>'),
      'Subsanacion',
    ],
    [
      'an alta’s IDFactura',
      good
        .replace('IDEmisorFacturaAnulada>', 'IDEmisorFactura>')
        .replace('IDEmisorFacturaAnulada>', 'IDEmisorFactura>'),
      'falta IDEmisorFacturaAnulada',
    ],
    [
      'RechazoPrevio X, which only an alta may say',
      good.replace('</sum1:IDFactura>', '</sum1:IDFactura><sum1:RechazoPrevio>X</sum1:RechazoPrevio>'),
      'RechazoPrevio X',
    ],
    [
      'a missing chain link',
      good.replace(/<sum1:Encadenamiento>.*<\/sum1:Encadenamiento>/, ''),
      'falta Encadenamiento',
    ],
  ])('notice %s', (_name, xml, problem) => {
    expect(xml).not.toBe(good);
    expect(readMessage(xml).problems.join('\n')).toContain(problem);
  });
});
