import { describe, expect, it } from 'vitest';
import { accountEventId, accountEventRange, activityEntries, type ActivitySources } from './activity.ts';
import { day, event, names } from './activity-fixtures.ts';
import { priceChangesOn, withPrice, type PriceSpell } from './prices.ts';

describe('activity entries: what each price change and account event reads as', () => {
  it.each<[string, ActivitySources, string, string, string]>([
    [
      'a price change',
      {
        priceChanges: [
          { productId: 'P1', before: '12.00', after: '13.50', by: 'M1', at: '2026-11-21T11:00:00.000Z' },
        ],
      },
      'price',
      'M1',
      'Cambió el precio de Paella de 12,00 € a 13,50 €',
    ],
    [
      'an account created',
      { accountEvents: [event('created')] },
      'account',
      'A1',
      'Creó la cuenta de Luis Gil',
    ],
    [
      'a role change, with the new role',
      { accountEvents: [event('role', { role: 'manager' })] },
      'account',
      'A1',
      'Cambió el rol de Luis Gil a Gerente',
    ],
    [
      'a deactivation',
      { accountEvents: [event('deactivated')] },
      'account',
      'A1',
      'Desactivó la cuenta de Luis Gil',
    ],
    [
      'a reactivation',
      { accountEvents: [event('reactivated')] },
      'account',
      'A1',
      'Reactivó la cuenta de Luis Gil',
    ],
    [
      'a PIN reset',
      { accountEvents: [event('pin_reset')] },
      'account',
      'A1',
      'Restableció el PIN de Luis Gil',
    ],
    [
      'a password reset',
      { accountEvents: [event('password_reset')] },
      'account',
      'A1',
      'Restableció la contraseña de Luis Gil',
    ],
    [
      'a person changing their own password',
      { accountEvents: [event('password_changed', { by: 'W1' })] },
      'account',
      'W1',
      'Cambió su contraseña',
    ],
    [
      'a person changing their own PIN',
      { accountEvents: [event('pin_changed', { by: 'W1' })] },
      'account',
      'W1',
      'Cambió su PIN',
    ],
    [
      'a rename',
      { accountEvents: [event('renamed')] },
      'account',
      'A1',
      'Cambió el nombre de la cuenta de Luis Gil',
    ],
    [
      'an account nobody can name',
      { accountEvents: [event('created', { userId: 'X9' })] },
      'account',
      'A1',
      'Creó la cuenta de una persona',
    ],
  ])('%s', (_name, sources, kind, userId, text) => {
    const entries = activityEntries(sources, names);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind, userId, text });
  });
});

describe('price changes of a day from the ledger', () => {
  const author = (by: string, at: string) => ({ by, at });
  const spells: PriceSpell[] = withPrice(
    withPrice(
      withPrice(
        [{ price: '11.00', from: '2026-11-01' }],
        '12.00',
        '2026-11-20',
        author('M1', '2026-11-20T10:00:00Z'),
      ),
      '13.50',
      day,
      author('M1', '2026-11-21T11:00:00Z'),
    ),
    '14.00',
    day,
    author('A1', '2026-11-21T18:00:00Z'),
  );

  it('keeps who and when with each new spell', () => {
    expect(spells[3]).toEqual({ price: '14.00', from: day, by: 'A1', at: '2026-11-21T18:00:00Z' });
  });

  it.each([
    [
      'the day of two changes: both, each from the price before it',
      day,
      [
        ['12.00', '13.50', 'M1'],
        ['13.50', '14.00', 'A1'],
      ],
    ],
    ['a day with one change', '2026-11-20', [['11.00', '12.00', 'M1']]],
    ['a day with none', '2026-11-22', []],
    ['the first price: a creation, not a change', '2026-11-01', []],
  ])('%s', (_name, date, expected) => {
    expect(priceChangesOn('P1', spells, date).map((c) => [c.before, c.after, c.by])).toEqual(expected);
  });

  it('leaves out a spell recorded before authors were kept', () => {
    expect(
      priceChangesOn(
        'P1',
        [
          { price: '1.00', from: '2026-11-01' },
          { price: '2.00', from: day },
        ],
        day,
      ),
    ).toEqual([]);
  });
});

describe('account event ids', () => {
  it('sort by the time they record, and a day is one key range', () => {
    const ids = [
      '2026-11-20T23:59:59.999Z',
      '2026-11-21T00:00:00.000Z',
      '2026-11-21T23:59:59.999Z',
      '2026-11-22T00:00:00.000Z',
    ].map((at) => accountEventId(new Date(at)));
    expect([...ids].sort()).toEqual(ids);
    const { startkey, endkey } = accountEventRange(
      new Date('2026-11-21T00:00:00Z'),
      new Date('2026-11-22T00:00:00Z'),
    );
    expect(ids.filter((id) => id >= startkey && id <= endkey)).toEqual([ids[1], ids[2]]);
  });
});
