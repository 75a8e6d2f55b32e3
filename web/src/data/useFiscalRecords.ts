import { useEffect, useState } from 'react';
import { apiFetch } from './api.ts';
import type { LiveResult } from './useLiveQuery.ts';

/** What every record listed by `GET /api/fiscal/records` carries, alta or anulación. */
interface ListedBase {
  Huella: string;
  HuellaAnterior: string;
  FechaHoraHusoGenRegistro: string;
  NumeroInstalacion: string;
  posicion: number;
  envio: { estado: string; enviadoEn?: string; incidencia?: boolean; codigo?: string; descripcion?: string };
}

/** An alta as listed (the AEAT's field names); rows without `TipoRegistro` are altas. */
export interface ListedAlta extends ListedBase {
  TipoRegistro?: 'Alta';
  NumSerieFactura: string;
  TipoFactura: string;
  FechaExpedicionFactura: string;
  CuotaTotal: string;
  ImporteTotal: string;
}

/** An anulación as listed: it names the invoice it cancels by the AEAT's `…Anulada` fields. */
export interface ListedAnulacion extends ListedBase {
  TipoRegistro: 'Anulacion';
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
}

/** A billing record as `GET /api/fiscal/records` lists it. */
export type ListedRecord = ListedAlta | ListedAnulacion;

export const isListedAnulacion = (record: ListedRecord): record is ListedAnulacion =>
  record.TipoRegistro === 'Anulacion';

export const RECORDS_OFFLINE_MESSAGE = 'Sin conexión: los registros se consultan en la pasarela';

/**
 * A record the gateway refused (`GET /api/fiscal/refused`): an alta names its invoice; an anulación
 * the invoice it cancels.
 */
export interface RefusedListed {
  TipoRegistro?: 'Alta' | 'Anulacion';
  NumSerieFactura?: string;
  NumSerieFacturaAnulada?: string;
  NumeroInstalacion: string;
  posicion: number;
  motivo: string;
  en: string;
}

/** The records of a day (issue date); records and their answers live on the gateway, never on a device. */
export function useFiscalRecords(date: string, online: boolean): LiveResult<ListedRecord[]> {
  return useGatewayList<ListedRecord>(`/api/fiscal/records?date=${date}`, online);
}

/** The records the gateway refused, newest first. */
export function useRefusedRecords(online: boolean): LiveResult<RefusedListed[]> {
  return useGatewayList<RefusedListed>('/api/fiscal/refused', online);
}

/**
 * A list the gateway answers at `path`, asked again when the path or the connection changes; an
 * answer to an older path is dropped (its request aborted).
 */
function useGatewayList<T>(path: string, online: boolean): LiveResult<T[]> {
  const key = `${path}|${online}`;
  const [answer, setAnswer] = useState<{ key: string; result: LiveResult<T[]> } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const fail = (message: string) =>
      setAnswer({ key, result: { data: undefined, status: 'error', error: new Error(message) } });
    if (!online) {
      fail(RECORDS_OFFLINE_MESSAGE);
      return () => controller.abort();
    }
    // The body is read inside the same catch as the request: a connection lost (or a screen left)
    // while the answer arrives is the offline state too, never an unhandled rejection.
    const read = async () => {
      const res = await apiFetch(path, { signal: controller.signal });
      const body = (await res.json()) as T[] | { message?: string };
      if (!res.ok || !Array.isArray(body))
        return fail((!Array.isArray(body) && body.message) || 'No se pudieron leer los registros');
      setAnswer({ key, result: { data: body, status: 'done', error: null } });
    };
    read().catch(() => {
      if (!controller.signal.aborted) fail(RECORDS_OFFLINE_MESSAGE);
    });
    return () => controller.abort();
  }, [key, path, online]);

  return answer?.key === key ? answer.result : { data: undefined, status: 'loading', error: null };
}
