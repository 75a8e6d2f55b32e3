import type { Role } from '@restaurantpro/schema';

/** A signed-in account: its id and the session cookie every request carries. */
export interface Account {
  id: string;
  email: string;
  role: Role;
  cookie: string;
}

async function expectStatus(res: Response, wanted: number, what: string): Promise<void> {
  if (res.status !== wanted) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
}

/** `POST /api/login`; resolves with the `rp_session=…` cookie pair. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  await expectStatus(res, 200, `sign-in of ${email}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('rp_session='));
  if (cookie === undefined) throw new Error(`sign-in of ${email}: no session cookie`);
  return cookie.split(';')[0] ?? '';
}

/** Creates an account through the admin API (`POST /api/users`) and signs it in. */
export async function createAccount(
  url: string,
  admin: Account,
  email: string,
  password: string,
  role: Role,
): Promise<Account> {
  const res = await fetch(`${url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: admin.cookie },
    body: JSON.stringify({ email, password, role, firstName: 'Soak', lastName: role }),
  });
  await expectStatus(res, 201, `creating ${email}`);
  const { id } = (await res.json()) as { id: string };
  return { id, email, role, cookie: await signIn(url, email, password) };
}

/** The signed-in user's own account (`GET /api/auth/user`). */
export async function currentUser(url: string, cookie: string): Promise<{ id: string; role: Role }> {
  const res = await fetch(`${url}/api/auth/user`, { headers: { cookie } });
  await expectStatus(res, 200, 'reading the signed-in user');
  return (await res.json()) as { id: string; role: Role };
}

/** A document read through the replication door, with its conflicting revisions. */
export async function getWithConflicts(
  url: string,
  cookie: string,
  id: string,
): Promise<{ _rev: string; _conflicts?: string[] } | null> {
  const res = await fetch(`${url}/db/floor/${encodeURIComponent(id)}?conflicts=true`, {
    headers: { cookie },
  });
  if (res.status === 404) return null;
  await expectStatus(res, 200, `reading ${id}`);
  return (await res.json()) as { _rev: string; _conflicts?: string[] };
}

/** `POST` of a JSON body through the API as `account`; resolves with the answer's body. */
export async function postApi(url: string, account: Account, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: {
      cookie: account.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  await expectStatus(res, 200, `POST ${path}`);
  return res.json();
}
