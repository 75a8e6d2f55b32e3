import { describe, expect, it } from 'vitest';
import { errorEnvelope, PIN_TAKEN_MESSAGE } from '@restaurantpro/schema';
import { AccountRefusal, ACCOUNTS_OFFLINE_MESSAGE, accountsApi } from './accounts-api.ts';

/** A gateway answering every request with `status` and `body`. */
const answering = (status: number, body: unknown) =>
  (async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;

async function refusalOf(promise: Promise<unknown>): Promise<AccountRefusal> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AccountRefusal)) throw new Error('expected an AccountRefusal');
  return error;
}

describe('accountsApi refusals', () => {
  it.each([
    [
      'a validation failure: its detail’s words, about its field',
      400,
      errorEnvelope('validation-failed', 'Datos no válidos', [{ path: '/pin', message: 'El PIN debe tener de 4 a 6 cifras' }]),
      { message: 'El PIN debe tener de 4 a 6 cifras', field: 'pin', status: 400 },
    ],
    [
      'a PIN someone else has: about the PIN',
      409,
      errorEnvelope('conflict', PIN_TAKEN_MESSAGE),
      { message: PIN_TAKEN_MESSAGE, field: 'pin', status: 409 },
    ],
    [
      'the last admin: about no field',
      409,
      errorEnvelope('conflict', 'No se puede quitar el último administrador activo'),
      { message: 'No se puede quitar el último administrador activo', field: null, status: 409 },
    ],
    ['no envelope at all', 502, 'Bad Gateway', { message: 'El servidor no pudo hacer el cambio', field: null, status: 502 }],
  ])('%s', async (_case, status, body, expected) => {
    const refusal = await refusalOf(accountsApi(answering(status, body)).createUser({
      firstName: 'Eva',
      lastName: '',
      email: 'eva@restaurante.test',
      role: 'waiter',
      password: 'mesa-siete-terraza',
    }));
    expect({ message: refusal.message, field: refusal.field, status: refusal.status }).toEqual(expected);
  });

  it('puts a 403 of my own password or PIN change under the current password', async () => {
    const api = accountsApi(answering(403, errorEnvelope('forbidden', 'La contraseña actual no es correcta')));
    for (const change of [api.changeMyPassword('mala', 'terraza-de-verano'), api.changeMyPin('mala', '2468')]) {
      const refusal = await refusalOf(change);
      expect([refusal.message, refusal.field]).toEqual(['La contraseña actual no es correcta', 'currentPassword']);
    }
  });

  it('says the connection is missing when the gateway cannot be reached', async () => {
    const api = accountsApi((async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch);
    const refusal = await refusalOf(api.listUsers());
    expect([refusal.message, refusal.status]).toEqual([ACCOUNTS_OFFLINE_MESSAGE, null]);
  });
});
