import { useCallback, useEffect, useState } from 'react';
import type { AccountUser, AccountsApi } from './accounts-api.ts';
import { useAccountsApi } from './AccountsApiContext.ts';
import type { LiveResult } from './useLiveQuery.ts';

/** A gateway read in the live hooks' shape, with `reload` for after a change made from this screen. */
export interface GatewayRead<T> extends LiveResult<T> {
  reload: () => void;
}

/**
 * Reads `load` from the gateway once, and again on `reload`. Accounts are not replicated, so there
 * is no changes feed to follow: the screen reloads after each change it makes. The data shown stays
 * while a reload runs; an answer overtaken by a later reload is dropped.
 */
function useGatewayRead<T>(load: (api: AccountsApi) => Promise<T>, enabled: boolean): GatewayRead<T> {
  const api = useAccountsApi();
  const [round, setRound] = useState(0);
  const [state, setState] = useState<LiveResult<T>>({ data: undefined, status: 'loading', error: null });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    load(api).then(
      (data) => current && setState({ data, status: 'done', error: null }),
      (error: unknown) => current && setState((now) => ({ data: now.data, status: 'error', error })),
    );
    return () => {
      current = false;
    };
  }, [api, load, enabled, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}

const listUsers = (api: AccountsApi) => api.listUsers();
const me = (api: AccountsApi) => api.me();

/** Every account (`GET /api/users`), for an admin; `enabled` false for anyone else (no request). */
export function useUserAccounts(enabled: boolean): GatewayRead<AccountUser[]> {
  return useGatewayRead(listUsers, enabled);
}

/** The signed-in person's own account (`GET /api/me`). */
export function useMyAccount(): GatewayRead<AccountUser> {
  return useGatewayRead(me, true);
}
