import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { FiscalRecord } from '../../docs/fiscal.ts';

/**
 * The huella (fingerprint) of a billing record, as the AEAT's "especificaciones técnicas para la
 * generación de la huella" define it: SHA-256 over UTF-8 of `name=value` pairs joined by `&`, in the
 * specification's field order, upper-case hex. Values are written exactly as the XML carries them
 * (trimmed, amounts with their decimals), and the previous record's huella is empty on the first one.
 * A pure function of the record, so the device that writes it, the gateway that relays it and an
 * auditor all recompute the same text.
 */

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text))).toUpperCase();
}

/** What an alta's huella covers (TipoFactura any of the AEAT's, so its own examples hash too). */
export type AltaFields = Pick<
  FiscalRecord,
  | 'IDEmisorFactura'
  | 'NumSerieFactura'
  | 'FechaExpedicionFactura'
  | 'CuotaTotal'
  | 'ImporteTotal'
  | 'FechaHoraHusoGenRegistro'
> & { TipoFactura: string; RegistroAnterior?: { Huella: string } | undefined };

const joined = (pairs: ReadonlyArray<readonly [string, string]>) =>
  pairs.map(([name, value]) => `${name}=${value.trim()}`).join('&');

/** The text an alta's huella is taken over (exposed so a test can compare it to the AEAT's own). */
export function altaHuellaText(record: AltaFields): string {
  return joined([
    ['IDEmisorFactura', record.IDEmisorFactura],
    ['NumSerieFactura', record.NumSerieFactura],
    ['FechaExpedicionFactura', record.FechaExpedicionFactura],
    ['TipoFactura', record.TipoFactura],
    ['CuotaTotal', record.CuotaTotal],
    ['ImporteTotal', record.ImporteTotal],
    ['Huella', record.RegistroAnterior?.Huella ?? ''],
    ['FechaHoraHusoGenRegistro', record.FechaHoraHusoGenRegistro],
  ]);
}

export function altaHuella(record: AltaFields): string {
  return sha256Hex(altaHuellaText(record));
}

/** An anulación names the invoice it cancels, the previous record's huella and when it was made. */
export interface AnulacionFields {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
  previousHuella: string;
  FechaHoraHusoGenRegistro: string;
}

export function anulacionHuellaText(record: AnulacionFields): string {
  return joined([
    ['IDEmisorFacturaAnulada', record.IDEmisorFacturaAnulada],
    ['NumSerieFacturaAnulada', record.NumSerieFacturaAnulada],
    ['FechaExpedicionFacturaAnulada', record.FechaExpedicionFacturaAnulada],
    ['Huella', record.previousHuella],
    ['FechaHoraHusoGenRegistro', record.FechaHoraHusoGenRegistro],
  ]);
}

export function anulacionHuella(record: AnulacionFields): string {
  return sha256Hex(anulacionHuellaText(record));
}
