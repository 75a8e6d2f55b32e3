import { describe, expect, it } from 'vitest';
import { BILLING_SYSTEM } from '@restaurantpro/schema';
import { NS_LR, NS_SI, NS_SOAP } from '../../src/fiscal/namespaces.ts';
import {
  childElement,
  childElements,
  childText,
  parseXml,
  type XmlElement,
} from '../../src/fiscal/xml-tree.ts';
import { registrationEnvelope, type AltaItem } from '../../src/fiscal/xml.ts';
import { readMessage } from './aeat-checks.ts';
import {
  chained,
  chainOf,
  CUSTOMER,
  invoiceTicket,
  ISSUER,
  rectifyingTicket,
  saleTicket,
} from './tickets.ts';

const T0 = Date.parse('2026-11-24T20:00:00.000Z');
const [first, second] = chainOf('K7Q4', 2, T0);
if (first === undefined || second === undefined) throw new Error('fixture');
const refund = chained(rectifyingTicket(first, 1, new Date(T0 + 60_000).toISOString()), 'K7Q4', second);
const invoice = chained(invoiceTicket(second, 1, new Date(T0 + 120_000).toISOString()), 'K7Q4', refund);
const OBLIGADO = { name: ISSUER.name, nif: ISSUER.nif };

function altasOf(xml: string): XmlElement[] {
  const body = childElement(parseXml(xml), NS_SOAP, 'Body');
  const reg = body && childElement(body, NS_LR, 'RegFactuSistemaFacturacion');
  if (reg === undefined) throw new Error('no RegFactuSistemaFacturacion');
  return childElements(reg, NS_LR, 'RegistroFactura').map((registro) => registro.children[0] as XmlElement);
}

const envelopeOf = (items: AltaItem[], incidencia = false) =>
  registrationEnvelope({ obligado: OBLIGADO, incidencia, items });

describe('the registration envelope', () => {
  it('is a message the AEAT takes: structure, order, sums and huellas', () => {
    const xml = envelopeOf([{ ticket: first }, { ticket: second }, { ticket: refund }]);
    const { message, problems } = readMessage(xml);
    expect(problems).toEqual([]);
    expect(message?.obligado).toEqual(OBLIGADO);
    expect(message?.altas.map((alta) => alta.numSerie)).toEqual([
      'T-K7Q4-000001',
      'T-K7Q4-000002',
      'RT-K7Q4-000001',
    ]);
  });

  it('writes the hashed fields exactly as the record holds them, and the Desglose from the taxes', () => {
    const [alta] = altasOf(envelopeOf([{ ticket: second }]));
    if (alta === undefined) throw new Error('no alta');
    expect(childText(alta, NS_SI, 'CuotaTotal')).toBe(second.fiscal.CuotaTotal);
    expect(childText(alta, NS_SI, 'ImporteTotal')).toBe(second.fiscal.ImporteTotal);
    expect(childText(alta, NS_SI, 'FechaHoraHusoGenRegistro')).toBe(second.fiscal.FechaHoraHusoGenRegistro);
    expect(childText(alta, NS_SI, 'Huella')).toBe(second.fiscal.Huella);
    const detalles = childElements(
      childElement(alta, NS_SI, 'Desglose') as XmlElement,
      NS_SI,
      'DetalleDesglose',
    );
    expect(
      detalles.map((detalle) => [
        childText(detalle, NS_SI, 'TipoImpositivo'),
        childText(detalle, NS_SI, 'BaseImponibleOimporteNoSujeto'),
        childText(detalle, NS_SI, 'CuotaRepercutida'),
      ]),
    ).toEqual(second.taxes.map((tax) => [tax.rate.toFixed(2), tax.base, tax.amount]));
    const previous = childElement(
      childElement(alta, NS_SI, 'Encadenamiento') as XmlElement,
      NS_SI,
      'RegistroAnterior',
    );
    expect(previous && childText(previous, NS_SI, 'Huella')).toBe(first.fiscal.Huella);
    const sistema = childElement(alta, NS_SI, 'SistemaInformatico') as XmlElement;
    expect(childText(sistema, NS_SI, 'NumeroInstalacion')).toBe('K7Q4');
    expect(childText(sistema, NS_SI, 'NIF')).toBe(BILLING_SYSTEM.NIF);
  });

  it('marks the first record of a chain, and a rectifying ticket as an R5 por diferencias', () => {
    const [firstAlta, refundAlta] = altasOf(envelopeOf([{ ticket: first }, { ticket: refund }]));
    if (firstAlta === undefined || refundAlta === undefined) throw new Error('no altas');
    expect(
      childText(childElement(firstAlta, NS_SI, 'Encadenamiento') as XmlElement, NS_SI, 'PrimerRegistro'),
    ).toBe('S');
    expect(childElement(firstAlta, NS_SI, 'TipoRectificativa')).toBeUndefined();
    expect(childText(refundAlta, NS_SI, 'TipoFactura')).toBe('R5');
    expect(childText(refundAlta, NS_SI, 'TipoRectificativa')).toBe('I');
    expect(childText(refundAlta, NS_SI, 'ImporteTotal')).toBe(`-${first.fiscal.ImporteTotal}`);
    expect(childText(refundAlta, NS_SI, 'DescripcionOperacion')).toContain('T-K7Q4-000001');
  });

  it('names the simplified invoice an F3 replaces and its customer, in the XSD’s order', () => {
    const xml = envelopeOf([{ ticket: first }, { ticket: second }, { ticket: refund }, { ticket: invoice }]);
    const { message, problems } = readMessage(xml);
    expect(problems).toEqual([]);
    const received = message?.altas.at(-1);
    expect(received).toMatchObject({
      numSerie: 'FT-K7Q4-000001',
      tipo: 'F3',
      sustituidas: [
        {
          nif: ISSUER.nif,
          numSerie: 'T-K7Q4-000002',
          fecha: second.fiscal.FechaExpedicionFactura,
        },
      ],
      destinatarios: [{ name: CUSTOMER.name, nif: CUSTOMER.nif }],
    });
    // Only the F3 carries either block.
    expect(message?.altas.slice(0, 3).map((alta) => [alta.sustituidas, alta.destinatarios])).toEqual([
      [[], []],
      [[], []],
      [[], []],
    ]);
    const alta = altasOf(xml).at(-1) as XmlElement;
    const names = alta.children.map((el) => el.name);
    expect(names.slice(names.indexOf('TipoFactura'), names.indexOf('Desglose') + 1)).toEqual([
      'TipoFactura',
      'FacturasSustituidas',
      'DescripcionOperacion',
      'Destinatarios',
      'Desglose',
    ]);
    expect(childText(alta, NS_SI, 'DescripcionOperacion')).toContain('T-K7Q4-000002');
  });

  it('names an F1’s customer and no replaced invoice', () => {
    // The full invoice of a check that had no simplified one: the same figures, replacing nothing.
    const { replaces: _none, ...draft } = invoiceTicket(second, 2, new Date(T0 + 180_000).toISOString());
    const direct = chained(draft, 'K7Q4', invoice);
    expect(direct.fiscal.TipoFactura).toBe('F1');
    const xml = envelopeOf([
      { ticket: first },
      { ticket: second },
      { ticket: refund },
      { ticket: invoice },
      { ticket: direct },
    ]);
    const { message, problems } = readMessage(xml);
    expect(problems).toEqual([]);
    expect(message?.altas.at(-1)).toMatchObject({
      numSerie: 'FT-K7Q4-000002',
      tipo: 'F1',
      sustituidas: [],
      destinatarios: [{ name: CUSTOMER.name, nif: CUSTOMER.nif }],
    });
    expect(childText(altasOf(xml).at(-1) as XmlElement, NS_SI, 'DescripcionOperacion')).toBe(
      'Servicio de restauración',
    );
  });

  it('escapes what it writes', () => {
    const name = `Bar "El <Rincón>" & 'Co'`;
    const ticket = chained(
      { ...saleTicket('K7Q4', 1, new Date(T0).toISOString()), issuer: { ...ISSUER, name } },
      'K7Q4',
    );
    const xml = registrationEnvelope({
      obligado: { name, nif: ISSUER.nif },
      incidencia: false,
      items: [{ ticket }],
    });
    expect(readMessage(xml).problems).toEqual([]);
    expect(childText(altasOf(xml)[0] as XmlElement, NS_SI, 'NombreRazonEmisor')).toBe(name);
  });

  it('says Incidencia, Subsanacion and RechazoPrevio only when asked', () => {
    expect(readMessage(envelopeOf([{ ticket: first }], true)).message?.incidencia).toBe(true);
    expect(envelopeOf([{ ticket: first }])).not.toContain('Incidencia');
    const { message } = readMessage(
      envelopeOf([{ ticket: first, subsanacion: true, rechazoPrevio: true }, { ticket: second }]),
    );
    expect(message?.altas.map((alta) => [alta.subsanacion, alta.rechazoPrevio])).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it.each<[string, () => string]>([
    ['an empty batch', () => envelopeOf([])],
    ['over 1.000 records', () => envelopeOf(Array.from({ length: 1001 }, () => ({ ticket: first })))],
    [
      'a record of another issuer',
      () =>
        registrationEnvelope({
          obligado: { ...OBLIGADO, nif: 'A58818501' },
          incidencia: false,
          items: [{ ticket: first }],
        }),
    ],
    ['RechazoPrevio without Subsanacion', () => envelopeOf([{ ticket: first, rechazoPrevio: true }])],
    [
      'a ticket without its record',
      () => envelopeOf([{ ticket: saleTicket('K7Q4', 9, new Date(T0).toISOString()) }]),
    ],
  ])('refuses %s', (_name, build) => {
    expect(build).toThrow(RangeError);
  });
});

describe('the checks of the fake AEAT', () => {
  const good = envelopeOf([{ ticket: first }, { ticket: second }]);

  it.each<[string, string, string]>([
    ['an amount changed after hashing', good.replace(`>${second.fiscal.ImporteTotal}<`, '>99.99<'), '(2000)'],
    [
      'an element out of order',
      good.replace(
        /(<sum1:NombreRazonEmisor>[^<]*<\/sum1:NombreRazonEmisor>)(<sum1:TipoFactura>F2<\/sum1:TipoFactura>)/,
        '$2$1',
      ),
      'fuera de orden',
    ],
    [
      'a missing huella',
      good.replace(
        /<sum1:TipoHuella>01<\/sum1:TipoHuella><sum1:Huella>[0-9A-F]+<\/sum1:Huella>/,
        '<sum1:TipoHuella>01</sum1:TipoHuella>',
      ),
      'falta Huella',
    ],
    [
      'a record in the wrong namespace',
      good
        .replace('<sum:RegistroFactura><sum1:RegistroAlta>', '<sum:RegistroFactura><sum:RegistroAlta>')
        .replace('</sum1:RegistroAlta></sum:RegistroFactura>', '</sum:RegistroAlta></sum:RegistroFactura>'),
      'no lleva un RegistroAlta',
    ],
    [
      'a simplified invoice naming a customer',
      good.replace(
        '<sum1:Desglose>',
        '<sum1:Destinatarios><sum1:IDDestinatario><sum1:NombreRazon>Ana</sum1:NombreRazon><sum1:NIF>12345678Z</sum1:NIF></sum1:IDDestinatario></sum1:Destinatarios><sum1:Desglose>',
      ),
      'Destinatarios en una F2',
    ],
    [
      'a simplified invoice replacing another',
      good.replace(
        '<sum1:DescripcionOperacion>',
        `<sum1:FacturasSustituidas><sum1:IDFacturaSustituida><sum1:IDEmisorFactura>${ISSUER.nif}</sum1:IDEmisorFactura><sum1:NumSerieFactura>T-1</sum1:NumSerieFactura><sum1:FechaExpedicionFactura>24-11-2026</sum1:FechaExpedicionFactura></sum1:IDFacturaSustituida></sum1:FacturasSustituidas><sum1:DescripcionOperacion>`,
      ),
      'FacturasSustituidas en una F2',
    ],
    [
      'an F3 without its customer',
      envelopeOf([{ ticket: invoice }]).replace(/<sum1:Destinatarios>.*<\/sum1:Destinatarios>/, ''),
      'una F3 sin Destinatarios',
    ],
    [
      'the replaced invoices after the description',
      envelopeOf([{ ticket: invoice }]).replace(
        /(<sum1:FacturasSustituidas>.*<\/sum1:FacturasSustituidas>)(<sum1:DescripcionOperacion>[^<]*<\/sum1:DescripcionOperacion>)/,
        '$2$1',
      ),
      'fuera de orden',
    ],
    [
      'a customer without a name',
      envelopeOf([{ ticket: invoice }]).replace(/<sum1:NombreRazon>Aceros[^<]*<\/sum1:NombreRazon>/, ''),
      'falta NombreRazon',
    ],
  ])('notice %s', (_name, xml, problem) => {
    expect(xml).not.toBe(good);
    expect(readMessage(xml).problems.join('\n')).toContain(problem);
  });
});
