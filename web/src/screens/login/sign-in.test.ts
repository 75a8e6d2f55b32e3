import { describe, expect, it } from 'vitest';
import { signInErrorMessage, validateSignIn } from './sign-in.ts';
import { safeReturnTo } from '../../data/session.ts';

describe('validateSignIn', () => {
  it.each([
    ['', 'x', { email: 'Introduce tu correo electrónico' }],
    ['no-es-correo', 'x', { email: 'Correo electrónico no válido' }],
    ['ana@example.com', '', { password: 'Introduce tu contraseña' }],
    ['ana@example.com', 'secreto', {}],
  ])('%s / %s', (email, password, expected) => {
    expect(validateSignIn(email, password)).toEqual(expected);
  });
});

describe('signInErrorMessage', () => {
  it.each([
    [401, 'Correo electrónico o contraseña incorrectos'],
    [429, 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.'],
    ['network' as const, 'No hay conexión con el servidor. Inténtalo de nuevo cuando vuelva la conexión.'],
  ])('%s', (status, message) => {
    expect(signInErrorMessage(status)).toBe(message);
  });
});

describe('safeReturnTo', () => {
  it.each([
    ['/pos', '/pos'],
    ['/kitchen?x=1', '/kitchen?x=1'],
    [null, '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/api/logout', '/'],
    ['/login', '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});
