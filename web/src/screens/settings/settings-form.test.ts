import { describe, expect, it } from 'vitest';
import { initialSettingsValues, parseSettingsForm, type SettingsFormValues } from './settings-form.ts';

const valid: SettingsFormValues = {
  businessName: 'Casa Pepe',
  nif: 'b-1234567-4',
  address: 'Calle Mayor 1, Madrid',
  ticketFooter: '',
  seriesPrefix: 't',
  defaultIvaRate: '10',
  terminalIdleMinutes: '2',
  terminalLockAfterOrder: false,
};

describe('settings form', () => {
  it('starts a first-time form with series T and the 10 % rate', () => {
    expect(initialSettingsValues(null)).toMatchObject({ seriesPrefix: 'T', defaultIvaRate: '10', nif: '' });
  });

  it('starts the terminals’ lock at 2 idle minutes and not after each order', () => {
    expect(initialSettingsValues(null)).toMatchObject({ terminalIdleMinutes: '2', terminalLockAfterOrder: false });
  });

  it('stores the idle minutes as a number and the lock after each order', () => {
    expect(parseSettingsForm({ ...valid, terminalIdleMinutes: ' 5 ', terminalLockAfterOrder: true })).toMatchObject({
      ok: true,
      values: { terminalIdleMinutes: 5, terminalLockAfterOrder: true },
    });
  });

  it('stores the NIF and the prefix in capitals, the rate as a number, and no empty footer', () => {
    expect(parseSettingsForm(valid)).toEqual({
      ok: true,
      values: {
        businessName: 'Casa Pepe',
        nif: 'B12345674',
        address: 'Calle Mayor 1, Madrid',
        seriesPrefix: 'T',
        defaultIvaRate: 10,
        terminalIdleMinutes: 2,
        terminalLockAfterOrder: false,
      },
    });
  });

  it.each([
    ['a NIF with a wrong check letter', { nif: '12345678A' }, 'nif', /letra o el dígito de control/],
    ['a NIF of no known shape', { nif: '123' }, 'nif', /formato válido/],
    ['an empty NIF', { nif: '' }, 'nif', /^El NIF/],
    ['an empty address', { address: ' ' }, 'address', /dirección es requerida/],
    ['a long series prefix', { seriesPrefix: 'TOOLONG' }, 'seriesPrefix', /prefijo de serie/],
    ['a rate Spain does not apply', { defaultIvaRate: '7' }, 'defaultIvaRate', /Tipo de IVA no válido/],
    ['no idle minutes', { terminalIdleMinutes: '0' }, 'terminalIdleMinutes', /de 1 a 60 minutos/],
    ['idle minutes past an hour', { terminalIdleMinutes: '90' }, 'terminalIdleMinutes', /de 1 a 60 minutos/],
    ['idle minutes that are not whole', { terminalIdleMinutes: '1,5' }, 'terminalIdleMinutes', /número entero/],
  ] as const)('refuses %s with the schema’s message', (_case, change, field, message) => {
    const parsed = parseSettingsForm({ ...valid, ...change });
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? undefined : parsed.errors[field]).toMatch(message);
  });
});
