import {
  errorEnvelope,
  lastAdminProblem,
  ownPasswordInputSchema,
  ownPinInputSchema,
  passwordResetInputSchema,
  PIN_TAKEN_MESSAGE,
  pinResetInputSchema,
  userInputSchema,
  userUpdateInputSchema,
  type ErrorCode,
} from '@restaurantpro/schema';
import type { AccountUser } from '../src/data/accounts-api.ts';

/**
 * A stand-in for the gateway's account routes in the web app's component tests: accounts in
 * memory, bodies parsed with the same schema inputs, and schema's own rules refusing (the last
 * admin, a PIN another active account has) in the gateway's envelope. It keeps every request, so a
 * test can assert that a form refused on the device sent nothing.
 */
export interface FakeAccountGateway {
  fetchFn: typeof fetch;
  users: Map<string, AccountUser & { pin?: string; password: string }>;
  requests: { method: string; path: string; body: unknown }[];
}

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
const refuse = (status: number, code: ErrorCode, message: string, details?: unknown) =>
  json(status, errorEnvelope(code, message, details));
const invalid = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  refuse(
    400,
    'validation-failed',
    'Datos no válidos',
    issues.map((issue) => ({ path: `/${issue.path.join('/')}`, message: issue.message })),
  );

export function fakeAccountGateway(
  accounts: readonly HeldAccount[],
  options: { selfId: string; currentPassword?: string } = { selfId: 'admin-1' },
): FakeAccountGateway {
  const users = new Map(
    accounts.map((account) => [account.id, { password: 'contraseña-inicial', ...account }]),
  );
  const requests: FakeAccountGateway['requests'] = [];
  let next = 1;
  const publicOf = ({
    pin: _pin,
    password: _password,
    ...user
  }: AccountUser & { pin?: string; password: string }) => user;
  const pinTaken = (pin: string, except: string) =>
    [...users.values()].some((user) => user.isActive && user.pin === pin && user.id !== except);

  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, path, body });
    const [, , area, id, action] = path.split('/');
    const me = users.get(options.selfId);

    if (area === 'me') {
      if (!me) return refuse(401, 'unauthorized', 'Unauthorized');
      if (method === 'GET') return json(200, publicOf(me));
      const parsed = (id === 'pin' ? ownPinInputSchema : ownPasswordInputSchema).safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      if (parsed.data.currentPassword !== (options.currentPassword ?? me.password))
        return refuse(403, 'forbidden', 'La contraseña actual no es correcta');
      if ('pin' in parsed.data) {
        if (pinTaken(parsed.data.pin, me.id)) return refuse(409, 'conflict', PIN_TAKEN_MESSAGE);
        users.set(me.id, { ...me, pin: parsed.data.pin, hasPin: true });
      }
      return json(200, publicOf(users.get(me.id) ?? me));
    }

    if (method === 'GET') return json(200, [...users.values()].map(publicOf));
    if (method === 'POST' && id === undefined) {
      const parsed = userInputSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const { email, role, firstName, lastName, password, pin } = parsed.data;
      if ([...users.values()].some((user) => user.email === email))
        return refuse(409, 'conflict', 'Ya existe una cuenta con ese correo');
      if (pin !== undefined && pinTaken(pin, '')) return refuse(409, 'conflict', PIN_TAKEN_MESSAGE);
      const user = {
        id: `user-${next++}`,
        email,
        role,
        firstName,
        lastName,
        isActive: true,
        profileImageUrl: null,
        hasPin: pin !== undefined,
        password,
        ...(pin ? { pin } : {}),
      };
      users.set(user.id, user);
      return json(201, publicOf(user));
    }
    const target = id === undefined ? undefined : users.get(id);
    if (!target) return refuse(404, 'not-found', 'Usuario no encontrado');
    if (method === 'PUT') {
      const parsed = userUpdateInputSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const change = { id: target.id, ...parsed.data };
      const problem = lastAdminProblem([...users.values()], change);
      if (problem) return refuse(409, 'conflict', problem);
      users.set(target.id, { ...target, ...parsed.data });
      return json(200, publicOf(users.get(target.id) ?? target));
    }
    if (action === 'pin') {
      const parsed = pinResetInputSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      if (pinTaken(parsed.data.pin, target.id)) return refuse(409, 'conflict', PIN_TAKEN_MESSAGE);
      users.set(target.id, { ...target, pin: parsed.data.pin, hasPin: true });
      return json(200, publicOf(users.get(target.id) ?? target));
    }
    const parsed = passwordResetInputSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error.issues);
    users.set(target.id, { ...target, password: parsed.data.password });
    return json(200, publicOf(target));
  }) as typeof fetch;

  return { fetchFn, users, requests };
}

/** An account held by the gateway; what it lists of it leaves out the PIN and the password. */
export type HeldAccount = AccountUser & { pin?: string; password?: string };

/** An account as the gateway holds it. */
export function account(
  id: string,
  role: AccountUser['role'],
  firstName: string,
  extra: Partial<HeldAccount> = {},
): HeldAccount {
  return {
    id,
    email: `${firstName.toLowerCase()}@restaurante.test`,
    firstName,
    lastName: 'Prueba',
    role,
    isActive: true,
    profileImageUrl: null,
    hasPin: false,
    ...extra,
  };
}
