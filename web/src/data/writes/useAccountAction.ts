import { useCallback } from 'react';
import type { ToastText } from '../../lib/toasts.ts';
import { AccountRefusal, type AccountsApi } from '../accounts-api.ts';
import { useAccountsApi } from '../AccountsApiContext.ts';
import { showToast } from './write.ts';

/** What an account change came to: the gateway's answer, or its refusal to show. */
export type AccountOutcome<T> = { ok: true; value: T } | { ok: false; refusal: AccountRefusal };

/**
 * Runs one change through the account routes: `done` as a toast on success; on a refusal, `failed`
 * as a toast whose description is the gateway's Spanish reason ('No se puede quitar el último
 * administrador activo'), or, without `failed`, nothing: a form shows the refusal beside its fields.
 */
export type RunAccountChange = <T>(
  change: (api: AccountsApi) => Promise<T>,
  done: ToastText,
  failed?: ToastText,
) => Promise<AccountOutcome<T>>;

/** The account screens' one write hook: accounts live on the gateway, never in a local replica. */
export function useAccountAction(): RunAccountChange {
  const api = useAccountsApi();
  return useCallback<RunAccountChange>(
    async (change, done, failed) => {
      let value;
      try {
        value = await change(api);
      } catch (error) {
        const refusal = error instanceof AccountRefusal ? error : new AccountRefusal('No se pudo hacer el cambio');
        // Kept for whoever investigates: anything but a gateway's answer is a fault of this app.
        if (!(error instanceof AccountRefusal)) console.warn(refusal.message, error);
        if (failed) showToast('app', failed, refusal.message);
        return { ok: false, refusal };
      }
      showToast('app', done);
      return { ok: true, value };
    },
    [api],
  );
}
