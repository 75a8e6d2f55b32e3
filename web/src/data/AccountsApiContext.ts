import { createContext, useContext } from 'react';
import { accountsApi, type AccountsApi } from './accounts-api.ts';

/** The account routes the screens call: the gateway's by default; a test provides one of its own. */
export const AccountsApiContext = createContext<AccountsApi>(accountsApi());

export function useAccountsApi(): AccountsApi {
  return useContext(AccountsApiContext);
}
