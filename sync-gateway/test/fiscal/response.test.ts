import { describe, expect, it } from 'vitest';
import { NS_RESPUESTA, NS_SI, NS_SOAP } from '../../src/fiscal/namespaces.ts';
import { AeatAnswerError, AeatFaultError, parseRegistrationResponse } from '../../src/fiscal/response.ts';
import { parseXml, XmlSyntaxError } from '../../src/fiscal/xml-tree.ts';

/** An answer shaped like the AEAT's, with the prefixes it uses (env, tikR, tik). */
function answer(lines: string, extra = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<env:Envelope xmlns:env="${NS_SOAP}" xmlns:tikR="${NS_RESPUESTA}" xmlns:tik="${NS_SI}">
  <env:Header/>
  <env:Body Id="Body">
    <tikR:RespuestaRegFactuSistemaFacturacion>
      ${extra}
      <tikR:Cabecera><tik:ObligadoEmision><tik:NombreRazon>Casa Pepe</tik:NombreRazon><tik:NIF>B12345674</tik:NIF></tik:ObligadoEmision></tikR:Cabecera>
      <tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio>
      <tikR:EstadoEnvio>ParcialmenteCorrecto</tikR:EstadoEnvio>
      ${lines}
    </tikR:RespuestaRegFactuSistemaFacturacion>
  </env:Body>
</env:Envelope>`;
}

function line(
  numSerie: string,
  state: string,
  rest = '',
  operacion = '<tik:TipoOperacion>Alta</tik:TipoOperacion>',
): string {
  return `<tikR:RespuestaLinea>
    <tikR:IDFactura><tik:IDEmisorFactura>B12345674</tik:IDEmisorFactura><tik:NumSerieFactura>${numSerie}</tik:NumSerieFactura><tik:FechaExpedicionFactura>24-11-2026</tik:FechaExpedicionFactura></tikR:IDFactura>
    <tikR:Operacion>${operacion}</tikR:Operacion>
    <tikR:EstadoRegistro>${state}</tikR:EstadoRegistro>${rest}
  </tikR:RespuestaLinea>`;
}

const LINES =
  line('T-K7Q4-000001', 'Correcto') +
  line(
    'T-K7Q4-000002',
    'AceptadoConErrores',
    '<tikR:CodigoErrorRegistro>2004</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>FechaHoraHusoGenRegistro &lt;fuera de margen&gt;</tikR:DescripcionErrorRegistro>',
  ) +
  line(
    'T-K7Q4-000003',
    'Incorrecto',
    '<tikR:CodigoErrorRegistro>3000</tikR:CodigoErrorRegistro><tikR:DescripcionErrorRegistro>Registro de facturación duplicado.</tikR:DescripcionErrorRegistro>' +
      '<tikR:RegistroDuplicado><tik:IdPeticionRegistroDuplicado>2025000001</tik:IdPeticionRegistroDuplicado><tik:EstadoRegistroDuplicado>Correcta</tik:EstadoRegistroDuplicado></tikR:RegistroDuplicado>',
  );

const EXPECTED = {
  waitSeconds: 60,
  status: 'ParcialmenteCorrecto',
  csv: 'A-86U4KHPACUMVZE',
  lines: [
    {
      issuer: 'B12345674',
      numSerie: 'T-K7Q4-000001',
      date: '24-11-2026',
      operation: 'Alta',
      state: 'Correcto',
    },
    {
      issuer: 'B12345674',
      numSerie: 'T-K7Q4-000002',
      date: '24-11-2026',
      operation: 'Alta',
      state: 'AceptadoConErrores',
      code: 2004,
      description: 'FechaHoraHusoGenRegistro <fuera de margen>',
    },
    {
      issuer: 'B12345674',
      numSerie: 'T-K7Q4-000003',
      date: '24-11-2026',
      operation: 'Alta',
      state: 'Incorrecto',
      code: 3000,
      description: 'Registro de facturación duplicado.',
      duplicate: { state: 'Correcta' },
    },
  ],
};

describe('the AEAT answer', () => {
  it('is read line by line, with codes, descriptions and duplicates', () => {
    expect(parseRegistrationResponse(answer(LINES, '<tikR:CSV>A-86U4KHPACUMVZE</tikR:CSV>'))).toEqual(
      EXPECTED,
    );
  });

  it('tells an anulación’s line from its alta’s by the operation', () => {
    const lines =
      line('T-K7Q4-000001', 'Correcto') +
      line(
        'T-K7Q4-000001',
        'Correcto',
        '',
        '<tik:TipoOperacion>Anulacion</tik:TipoOperacion><tik:RechazoPrevio>S</tik:RechazoPrevio>',
      ) +
      // The XSD's earlier TipoOperacionType: the value as Operacion's own text.
      line('T-K7Q4-000002', 'Correcto', '', 'Anulacion');
    expect(parseRegistrationResponse(answer(lines)).lines.map((l) => [l.numSerie, l.operation])).toEqual([
      ['T-K7Q4-000001', 'Alta'],
      ['T-K7Q4-000001', 'Anulacion'],
      ['T-K7Q4-000002', 'Anulacion'],
    ]);
    expect(() =>
      parseRegistrationResponse(
        answer(line('T-K7Q4-000001', 'Correcto', '', '<tik:TipoOperacion>Baja</tik:TipoOperacion>')),
      ),
    ).toThrow(AeatAnswerError);
  });

  it('is read by namespace, whatever the prefixes', () => {
    const renamed = answer(LINES, '<tikR:CSV>A-86U4KHPACUMVZE</tikR:CSV>')
      .replace(/\btikR:/g, 'r:')
      .replace(/\btik:/g, 'i:')
      .replace(/\benv:/g, 's:')
      .replace(/xmlns:tikR=/, 'xmlns:r=')
      .replace(/xmlns:tik=/, 'xmlns:i=')
      .replace(/xmlns:env=/, 'xmlns:s=');
    expect(parseRegistrationResponse(renamed)).toEqual(EXPECTED);
    // The answer's own namespace as the default one, redeclared where it is used.
    const defaulted = answer(LINES, '<tikR:CSV>A-86U4KHPACUMVZE</tikR:CSV>')
      .replace(
        '<tikR:RespuestaRegFactuSistemaFacturacion>',
        `<RespuestaRegFactuSistemaFacturacion xmlns="${NS_RESPUESTA}">`,
      )
      .replace('</tikR:RespuestaRegFactuSistemaFacturacion>', '</RespuestaRegFactuSistemaFacturacion>')
      .replace(/<(\/?)tikR:/g, '<$1');
    expect(parseRegistrationResponse(defaulted)).toEqual(EXPECTED);
  });

  it('refuses elements in another namespace, even with the AEAT prefixes', () => {
    const wrong = answer(LINES).replace(`xmlns:tikR="${NS_RESPUESTA}"`, 'xmlns:tikR="urn:otra-cosa"');
    expect(() => parseRegistrationResponse(wrong)).toThrow(AeatAnswerError);
  });

  it('turns a SOAP fault into a typed error with the AEAT code', () => {
    const fault = `<env:Envelope xmlns:env="${NS_SOAP}"><env:Body><env:Fault><faultcode>env:Client</faultcode><faultstring>Codigo[4102].El XML no cumple el esquema. Falta informar campo obligatorio.: Huella</faultstring></env:Fault></env:Body></env:Envelope>`;
    let error: unknown;
    try {
      parseRegistrationResponse(fault);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AeatFaultError);
    expect(error).toMatchObject({ faultCode: 'env:Client', code: 4102 });
  });

  it.each([
    ['not XML', 'Service Unavailable'],
    ['an HTML page', '<html><body>Error</body></html>'],
    ['an unknown state', answer(line('X', 'Aceptado'))],
    ['a missing wait', answer('').replace(/<tikR:TiempoEsperaEnvio>60<\/tikR:TiempoEsperaEnvio>/, '')],
    ['a DOCTYPE', `<!DOCTYPE x [<!ENTITY a "b">]>${answer('')}`],
  ])('refuses %s', (_name, xml) => {
    expect(() => parseRegistrationResponse(xml)).toThrow(AeatAnswerError);
  });
});

describe('the XML reader', () => {
  it('resolves namespaces by scope, decodes entities and CDATA, skips comments', () => {
    const root = parseXml(
      '<?xml version="1.0"?><!-- c --><a:x xmlns:a="urn:a" xmlns="urn:d" a:k="1 &amp; 2"><y>&lt;&#65;&#x42;<![CDATA[<c>]]></y><a:z xmlns:a="urn:b"/></a:x>',
    );
    expect(root).toMatchObject({ ns: 'urn:a', name: 'x' });
    expect(root.attributes.get('{urn:a}k')).toBe('1 & 2');
    expect(root.children.map((child) => [child.ns, child.name, child.text])).toEqual([
      ['urn:d', 'y', '<AB<c>'],
      ['urn:b', 'z', ''],
    ]);
  });

  it.each(['<a><b></a></b>', '<a>', '<a/><b/>', '<p:a/>', '<a>&nope;</a>', '<a x="1" x="2"/>', 'text'])(
    'refuses %s',
    (xml) => {
      expect(() => parseXml(xml)).toThrow(XmlSyntaxError);
    },
  );
});
