import { describe, expect, it } from 'vitest';
import { altaHuella, altaHuellaText, anulacionHuella } from './huella.ts';

// The three worked examples of the AEAT's "Especificaciones técnicas para la generación de la huella
// o hash de los registros de facturación" (v0.1.2): a first alta, the alta chained to it, and the
// anulación of the second, with the huellas the AEAT publishes.
const FIRST = {
  IDEmisorFactura: '89890001K',
  NumSerieFactura: '12345678/G33',
  FechaExpedicionFactura: '01-01-2024',
  TipoFactura: 'F1',
  CuotaTotal: '12.35',
  ImporteTotal: '123.45',
  FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
} as const;
const FIRST_HUELLA = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const SECOND = {
  ...FIRST,
  NumSerieFactura: '12345679/G34',
  FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00',
  RegistroAnterior: { Huella: FIRST_HUELLA },
};
const SECOND_HUELLA = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';

describe('huella (AEAT examples)', () => {
  it('hashes the first alta of a chain with an empty previous huella', () => {
    expect(altaHuellaText(FIRST)).toBe(
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
    );
    expect(altaHuella(FIRST)).toBe(FIRST_HUELLA);
  });

  it('chains the second alta to the first', () => {
    expect(altaHuella(SECOND)).toBe(SECOND_HUELLA);
  });

  it('hashes the anulación of the second', () => {
    expect(
      anulacionHuella({
        IDEmisorFacturaAnulada: '89890001K',
        NumSerieFacturaAnulada: '12345679/G34',
        FechaExpedicionFacturaAnulada: '01-01-2024',
        previousHuella: SECOND_HUELLA,
        FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
      }),
    ).toBe('177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68');
  });

  it('changes with any hashed field', () => {
    expect(altaHuella({ ...FIRST, TipoFactura: 'F2', ImporteTotal: '123.46' })).not.toBe(
      altaHuella({ ...FIRST, TipoFactura: 'F2' }),
    );
  });
});
