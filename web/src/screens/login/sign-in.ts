import { apiFetch, jsonPost } from '../../data/api.ts';

/** Outcome of `POST /api/login`, with the Spanish message to show when it fails. */
export type SignInResult = { ok: true } | { ok: false; message: string };

export function signInErrorMessage(status: number | 'network'): string {
  if (status === 'network')
    return 'No hay conexión con el servidor. Inténtalo de nuevo cuando vuelva la conexión.';
  if (status === 401) return 'Correo electrónico o contraseña incorrectos';
  if (status === 403) return 'Esta cuenta está desactivada. Habla con el administrador.';
  if (status === 429) return 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.';
  if (status === 400) return 'Introduce un correo electrónico y una contraseña válidos';
  return 'No se pudo iniciar sesión. Inténtalo de nuevo.';
}

export async function signIn(email: string, password: string): Promise<SignInResult> {
  let response: Response;
  try {
    response = await apiFetch('/api/login', jsonPost({ email, password }));
  } catch {
    return { ok: false, message: signInErrorMessage('network') };
  }
  return response.ok ? { ok: true } : { ok: false, message: signInErrorMessage(response.status) };
}

/** Client-side checks before asking the server, in Spanish. */
export function validateSignIn(email: string, password: string): { email?: string; password?: string } {
  const errors: { email?: string; password?: string } = {};
  if (!email.trim()) errors.email = 'Introduce tu correo electrónico';
  else if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) errors.email = 'Correo electrónico no válido';
  if (!password) errors.password = 'Introduce tu contraseña';
  return errors;
}
