import { describe, expect, it } from 'vitest';
import {
  PASSWORD_COMMON_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
  PIN_FORMAT_MESSAGE,
} from '@restaurantpro/schema';
import { account } from '../../../test/helper.ts';
import { EMPTY_NEW_USER, EMPTY_SECRET, parseEditUser, parseNewUser, parseSecret } from './user-form.ts';

const valid = {
  ...EMPTY_NEW_USER,
  firstName: ' Eva ',
  email: 'Eva@Restaurante.test',
  password: 'mesa-siete-terraza',
};

describe('parseNewUser', () => {
  it.each([
    ['a short password', { password: 'corta' }, { password: PASSWORD_TOO_SHORT_MESSAGE }],
    [
      'a common password, whatever its case',
      { password: 'ContraseñA123' },
      { password: PASSWORD_COMMON_MESSAGE },
    ],
    ['a PIN of three digits', { pin: '123' }, { pin: PIN_FORMAT_MESSAGE }],
    ['a PIN of seven digits', { pin: '1234567' }, { pin: PIN_FORMAT_MESSAGE }],
    ['a PIN with a letter', { pin: '12a4' }, { pin: PIN_FORMAT_MESSAGE }],
    ['no e-mail', { email: '' }, { email: 'Correo electrónico no válido' }],
  ])('refuses %s under its field', (_case, change, errors) => {
    expect(parseNewUser({ ...valid, ...change })).toEqual({ ok: false, errors });
  });

  it('sends the account trimmed, the e-mail in lower case, and no PIN when none is typed', () => {
    expect(parseNewUser(valid)).toEqual({
      ok: true,
      value: {
        firstName: 'Eva',
        lastName: '',
        email: 'eva@restaurante.test',
        role: 'waiter',
        password: 'mesa-siete-terraza',
      },
    });
    expect(parseNewUser({ ...valid, pin: ' 024680 ' })).toMatchObject({ ok: true, value: { pin: '024680' } });
  });
});

describe('parseEditUser and parseSecret', () => {
  it('sends only what changed', () => {
    const luis = account('waiter-1', 'waiter', 'Luis');
    expect(parseEditUser(luis, { firstName: 'Luis', lastName: 'Prueba', role: 'waiter' })).toEqual({
      ok: true,
      value: {},
    });
    expect(parseEditUser(luis, { firstName: 'Luis ', lastName: 'Gil', role: 'manager' })).toEqual({
      ok: true,
      value: { role: 'manager', lastName: 'Gil' },
    });
  });

  it('judges a reset by its kind’s rule', () => {
    expect(parseSecret('pin', { ...EMPTY_SECRET, pin: '99' })).toEqual({
      ok: false,
      errors: { pin: PIN_FORMAT_MESSAGE },
    });
    expect(parseSecret('pin', { ...EMPTY_SECRET, pin: '9876' })).toEqual({ ok: true, value: '9876' });
    expect(parseSecret('password', { ...EMPTY_SECRET, password: '1234567890' })).toEqual({
      ok: false,
      errors: { password: PASSWORD_COMMON_MESSAGE },
    });
  });
});
