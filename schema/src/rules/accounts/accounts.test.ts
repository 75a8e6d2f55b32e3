import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DEACTIVATED_MESSAGE,
  COMMON_PASSWORDS,
  LAST_ADMIN_MESSAGE,
  OWN_ADMIN_MESSAGE,
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  PIN_DEVICE_LOCKED_MESSAGE,
  PIN_FORMAT_MESSAGE,
  PIN_LOCKED_MESSAGE,
  lastAdminProblem,
  ownAdminProblem,
  ownPasswordInputSchema,
  passwordProblem,
  pinProblem,
  schemaProblem,
  userInputSchema,
  type AccountStanding,
  type StandingChange,
} from '../../index.ts';

describe('new passwords', () => {
  it('asks for ten characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('La contraseña debe tener al menos 10 caracteres');
  });

  it.each<[string, string | null]>([
    ['', PASSWORD_TOO_SHORT_MESSAGE],
    ['corta', PASSWORD_TOO_SHORT_MESSAGE],
    ['nueve9999', PASSWORD_TOO_SHORT_MESSAGE], // 9 characters: one short
    ['diez-letra', null], // exactly 10
    ['ñandú-ñoño', null], // 10 characters, more than 10 bytes
    ['1234567890', PASSWORD_COMMON_MESSAGE],
    ['contraseña123', PASSWORD_COMMON_MESSAGE],
    ['qwertyuiop', PASSWORD_COMMON_MESSAGE],
    ['restaurante', PASSWORD_COMMON_MESSAGE],
    ['password123', PASSWORD_COMMON_MESSAGE],
    ['administrador', PASSWORD_COMMON_MESSAGE],
    ['Restaurante', PASSWORD_COMMON_MESSAGE], // case-insensitive
    ['PASSWORD123', PASSWORD_COMMON_MESSAGE],
    ['restaurante-la-plaza', null],
    ['croquetas de la abuela', null],
  ])('%j → %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('keeps a list of about a hundred common passwords, all lower case, none too short to matter', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(90);
    for (const common of COMMON_PASSWORDS) {
      expect(common).toBe(common.toLowerCase());
      expect([...common].length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
    }
  });

  it('is the rule of the account forms: creation and one’s own change', () => {
    expect(schemaProblem(userInputSchema, { email: 'ana@bar.es', password: 'password123' })).toBe(
      `password: ${PASSWORD_COMMON_MESSAGE}`,
    );
    expect(schemaProblem(ownPasswordInputSchema, { currentPassword: 'x', password: 'corta' })).toBe(
      `password: ${PASSWORD_TOO_SHORT_MESSAGE}`,
    );
    // The current password is whatever is stored, of any length.
    expect(
      schemaProblem(ownPasswordInputSchema, { currentPassword: 'x', password: 'nueva-clave-1' }),
    ).toBeNull();
  });
});

describe('PINs', () => {
  it.each<[string, string | null]>([
    ['1234', null],
    ['12345', null],
    ['000000', null],
    ['123', PIN_FORMAT_MESSAGE],
    ['1234567', PIN_FORMAT_MESSAGE],
    ['12a4', PIN_FORMAT_MESSAGE],
    [' 1234', PIN_FORMAT_MESSAGE],
    ['١٢٣٤', PIN_FORMAT_MESSAGE], // digits of another script: not on the pad
    ['', PIN_FORMAT_MESSAGE],
  ])('%j → %s', (pin, problem) => {
    expect(pinProblem(pin)).toBe(problem);
  });

  it('says how long a lockout lasts', () => {
    expect(PIN_LOCKED_MESSAGE).toBe(
      'PIN bloqueado por demasiados intentos: espera 5 minutos o pide a un administrador que lo restablezca',
    );
    expect(PIN_DEVICE_LOCKED_MESSAGE).toBe('Demasiados intentos en este terminal: espera 5 minutos');
    expect(ACCOUNT_DEACTIVATED_MESSAGE).toBe('Tu cuenta está desactivada: habla con un administrador');
  });
});

describe('the last active admin', () => {
  const ana: AccountStanding = { id: 'ana', role: 'admin', isActive: true };
  const luis: AccountStanding = { id: 'luis', role: 'admin', isActive: true };
  const old: AccountStanding = { id: 'old', role: 'admin', isActive: false };
  const pepe: AccountStanding = { id: 'pepe', role: 'manager', isActive: true };

  it.each<[string, AccountStanding[], StandingChange, string | null]>([
    ['demoting the only admin', [ana, pepe], { id: 'ana', role: 'manager' }, LAST_ADMIN_MESSAGE],
    ['deactivating the only admin', [ana, pepe], { id: 'ana', isActive: false }, LAST_ADMIN_MESSAGE],
    ['an inactive admin does not count', [ana, old], { id: 'ana', role: 'waiter' }, LAST_ADMIN_MESSAGE],
    ['demoting one of two admins', [ana, luis], { id: 'ana', role: 'manager' }, null],
    ['deactivating one of two admins', [ana, luis], { id: 'luis', isActive: false }, null],
    ['renaming the only admin', [ana], { id: 'ana' }, null],
    ['keeping the only admin an admin', [ana], { id: 'ana', role: 'admin', isActive: true }, null],
    ['demoting a manager', [ana, pepe], { id: 'pepe', role: 'waiter' }, null],
    ['deactivating an inactive admin again', [ana, old], { id: 'old', isActive: false }, null],
    ['making an inactive admin a waiter', [ana, old], { id: 'old', role: 'waiter' }, null],
    ['an unknown account', [ana], { id: 'nadie', isActive: false }, null],
  ])('%s', (_case, accounts, change, problem) => {
    expect(lastAdminProblem(accounts, change)).toBe(problem);
  });

  it.each<[string, StandingChange, string | null]>([
    ['deactivating oneself', { id: 'ana', isActive: false }, OWN_ADMIN_MESSAGE],
    ['demoting oneself', { id: 'ana', role: 'cook' }, OWN_ADMIN_MESSAGE],
    ['renaming oneself', { id: 'ana' }, null],
    ['deactivating someone else', { id: 'luis', isActive: false }, null],
  ])('%s', (_case, change, problem) => {
    expect(ownAdminProblem('ana', change)).toBe(problem);
  });
});
