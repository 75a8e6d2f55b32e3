import type { AccountsApi } from '../data/accounts-api.ts';
import { useAccountAction } from '../data/writes/useAccountAction.ts';
import type { Parsed } from '../lib/form-refusal.ts';
import type { ToastText } from '../lib/toasts.ts';
import { useSecretForm } from './useSecretForm.ts';

/**
 * A form sent through the account routes ('Nuevo usuario', 'Cambiar PIN'...): useSecretForm's
 * values and errors, sent as `change` once `parse` passes them, with `done` as the toast. On success
 * the form empties and `then` runs (a dialog closes, a section reloads the account); a refusal stays
 * in the form. `unchanged` says when there is nothing to send: then `then` runs without asking.
 * `dialog` is FormDialog's (or a section form's) props.
 */
export function useAccountForm<V extends Record<string, string>, T>(
  initial: V,
  {
    parse,
    change,
    done,
    then,
    unchanged = () => false,
  }: {
    parse: (values: V) => Parsed<V, T>;
    change: (api: AccountsApi, value: T) => Promise<unknown>;
    done: ToastText;
    then: () => void;
    unchanged?: (value: T) => boolean;
  },
) {
  const run = useAccountAction();
  const form = useSecretForm(initial);
  const send = () =>
    form.submit(
      parse,
      async (value) =>
        unchanged(value) ? { ok: true as const, value } : run((api) => change(api, value), done),
      () => {
        form.reset();
        then();
      },
    );
  return { errors: form.errors, field: form.field, dialog: form.dialog(send) };
}
