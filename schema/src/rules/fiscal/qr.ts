import type { FiscalRecord } from '../../docs/fiscal.ts';

/**
 * The QR every ticket prints (Orden HAC/1177/2024 art. 21 and the AEAT's "Características del QR y
 * especificaciones del servicio de cotejo"): the AEAT's ValidarQR service with the issuer's NIF, the
 * invoice number, its date and its total, each URL-encoded, so a customer's phone can check the
 * ticket was reported. Built from the record alone, so it prints offline.
 */
export const VALIDAR_QR_URL = 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR';

/** Printed above the QR. */
export const QR_TITLE = 'QR tributario:';
/** Printed below the QR in VERI*FACTU mode. */
export const VERIFACTU_LEGEND = 'VERI*FACTU';

export function fiscalQrUrl(
  record: Pick<
    FiscalRecord,
    'IDEmisorFactura' | 'NumSerieFactura' | 'FechaExpedicionFactura' | 'ImporteTotal'
  >,
  base: string = VALIDAR_QR_URL,
): string {
  const query = [
    ['nif', record.IDEmisorFactura],
    ['numserie', record.NumSerieFactura],
    ['fecha', record.FechaExpedicionFactura],
    ['importe', record.ImporteTotal],
  ]
    .map(([name, value]) => `${name}=${encodeURIComponent(value ?? '')}`)
    .join('&');
  return `${base}?${query}`;
}
