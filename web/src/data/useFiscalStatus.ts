import { useEffect, useState } from 'react';
import { FISCAL_STATUS_REFRESH_MS } from '../lib/timing.ts';
import { apiFetch } from './api.ts';
import { SETTINGS_ID, type Settings } from '@restaurantpro/schema';
import { chainHead } from './fiscal-chain.ts';
import { getOrNull, type StoredDoc } from './queries.ts';
import { useReplica } from './ReplicaContext.ts';
import { deviceSeries, deviceSeriesCode } from './ticket-series.ts';
import { useLiveQuery } from './useLiveQuery.ts';

/** What the gateway says of sending (GET /api/fiscal/status), as last heard. */
interface GatewayStatus {
  configurado: boolean;
  pendientes: number;
  recibidos?: number;
  ultimoEnvio?: string;
  ultimoError?: { en: string; mensaje: string };
}

export interface FiscalStatus {
  /** Whether the gateway sends to the AEAT; null until it has said. */
  configured: boolean | null;
  /** Records not yet accepted by the AEAT: the gateway's pending ones and this device's not yet uploaded. */
  unsent: number;
  lastSendAt: string | undefined;
  lastError: { at: string; message: string } | undefined;
  /** Whether the gateway answered the last ask; null until it has been asked. */
  reachable: boolean | null;
}

/**
 * How many billing records are still unsent (Orden HAC/1177/2024: every device shows it while any
 * is): the gateway's count of records it holds and has not sent, plus this device's records the
 * gateway has not received yet (its chain's last place against the gateway's `recibidos`), so a till
 * offline still counts the tickets it issued. Asked again every FISCAL_STATUS_REFRESH_MS and when the
 * device issues a ticket; the last answer stands while the gateway is out of reach.
 */
export function useFiscalStatus(): FiscalStatus {
  const replica = useReplica('floor');
  const [gateway, setGateway] = useState<GatewayStatus | null>(null);
  const [reachable, setReachable] = useState<boolean | null>(null);
  const local = useLiveQuery(replica, ['ticket', 'annulment', 'settings'], 'fiscal-chain-head', async (db) => {
    const code = await deviceSeriesCode(db);
    // The replica's own last tickets and annulments, not only the `_local` note: a record is written
    // before the note, and a `_local` write wakes no live query.
    const settings = await getOrNull<Settings & StoredDoc>(db, SETTINGS_ID);
    const series = settings === null ? [] : Object.values(await deviceSeries(db, settings.seriesPrefix));
    const head = await chainHead(db, code, series).catch(() => null);
    return { code, seq: head?.seq ?? 0 };
  });
  const code = local.data?.code;
  const seq = local.data?.seq ?? 0;

  useEffect(() => {
    if (code === undefined) return undefined;
    let stopped = false;
    const ask = async () => {
      try {
        const res = await apiFetch(`/api/fiscal/status?instalacion=${encodeURIComponent(code)}`);
        const answer = res.ok ? ((await res.json()) as GatewayStatus) : null;
        if (stopped) return;
        if (answer !== null) setGateway(answer);
        setReachable(res.ok);
      } catch {
        // Out of reach (the request or the reading of its answer failed): the last answer stands,
        // and the device's own records still count.
        if (!stopped) setReachable(false);
      }
    };
    void ask();
    const timer = setInterval(() => void ask(), FISCAL_STATUS_REFRESH_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [code, seq]);

  const notReceived = Math.max(0, seq - (gateway?.recibidos ?? 0));
  return {
    configured: gateway?.configurado ?? null,
    unsent: (gateway?.pendientes ?? 0) + notReceived,
    lastSendAt: gateway?.ultimoEnvio,
    lastError: gateway?.ultimoError && { at: gateway.ultimoError.en, message: gateway.ultimoError.mensaje },
    reachable,
  };
}
