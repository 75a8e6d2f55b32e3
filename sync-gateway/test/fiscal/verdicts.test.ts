import { describe, expect, it } from 'vitest';
import type { SettledRecord } from '../../src/fiscal/queue.ts';
import type { ResponseLine } from '../../src/fiscal/response.ts';
import { verdictsOf } from '../../src/fiscal/verdicts.ts';
import { annulled, chainOf, ISSUER } from './tickets.ts';

const [ticket] = chainOf('K7Q4', 1, Date.parse('2026-11-24T20:00:00.000Z'));
if (ticket === undefined) throw new Error('fixture');
const ID = { issuer: 'B12345674', numSerie: 'T-K7Q4-000001', date: '24-11-2026', operation: 'Alta' as const };

function settle(line: Omit<ResponseLine, keyof typeof ID>, subsanacion = false, id = ID) {
  if (ticket === undefined) throw new Error('fixture');
  return verdictsOf(
    [{ ticket, subsanacion }],
    { waitSeconds: 60, status: 'Correcto', csv: 'A-1', lines: [{ ...id, ...line }] },
    { incidencia: false, sentAt: '2026-11-24T20:01:00.000Z' },
  );
}

type Outcome = Pick<SettledRecord, 'state' | 'code' | 'duplicate' | 'resend'>;

describe('the verdict on each record', () => {
  it.each<[string, Omit<ResponseLine, keyof typeof ID>, boolean, Outcome]>([
    ['accepted', { state: 'Correcto' }, false, { state: 'Correcto', duplicate: false, resend: false }],
    [
      'accepted with errors',
      { state: 'AceptadoConErrores', code: 2004 },
      false,
      { state: 'AceptadoConErrores', code: 2004, duplicate: false, resend: false },
    ],
    [
      'a duplicate of a correct record',
      { state: 'Incorrecto', code: 3000, duplicate: { state: 'Correcta' } },
      false,
      { state: 'Correcto', code: 3000, duplicate: true, resend: false },
    ],
    [
      'a duplicate without its details',
      { state: 'Incorrecto', code: 3000 },
      true,
      { state: 'Correcto', code: 3000, duplicate: true, resend: false },
    ],
    [
      'a duplicate of a record accepted with errors',
      { state: 'Incorrecto', code: 3000, duplicate: { state: 'AceptadaConErrores', code: 2004 } },
      false,
      { state: 'AceptadoConErrores', code: 2004, duplicate: true, resend: false },
    ],
    [
      'a technical refusal on the first send',
      { state: 'Incorrecto', code: 3501 },
      false,
      { state: 'Incorrecto', code: 3501, duplicate: false, resend: true },
    ],
    [
      'a technical refusal of the subsanación',
      { state: 'Incorrecto', code: 3501 },
      true,
      { state: 'Incorrecto', code: 3501, duplicate: false, resend: false },
    ],
    [
      'a refusal of its data',
      { state: 'Incorrecto', code: 1104 },
      false,
      { state: 'Incorrecto', code: 1104, duplicate: false, resend: false },
    ],
    [
      'a refusal without a code',
      { state: 'Incorrecto' },
      false,
      { state: 'Incorrecto', duplicate: false, resend: false },
    ],
  ])('%s', (_name, line, subsanacion, outcome) => {
    const { settled, unanswered } = settle(line, subsanacion);
    expect(unanswered).toEqual([]);
    expect(settled).toHaveLength(1);
    const [result] = settled;
    expect({
      state: result?.state,
      code: result?.code,
      duplicate: result?.duplicate,
      resend: result?.resend,
    }).toEqual(outcome);
    expect(result).toMatchObject({
      key: 'T-K7Q4-000001',
      docId: 'ticket:T-K7Q4-000001',
      installation: 'K7Q4',
      seq: 1,
      subsanacion,
      incidencia: false,
      csv: 'A-1',
    });
  });

  it('matches the line whatever the case of the NIF, and leaves a record the answer omits pending', () => {
    expect(settle({ state: 'Correcto' }, false, { ...ID, issuer: 'b12345674' }).settled).toHaveLength(1);
    const omitted = settle({ state: 'Correcto' }, false, { ...ID, numSerie: 'T-K7Q4-000002' });
    expect(omitted.settled).toEqual([]);
    expect(omitted.unanswered).toHaveLength(1);
  });
});

describe('the verdicts on an alta and its anulación in one message', () => {
  it('matches each line by its operation, whatever the order of the lines', () => {
    if (ticket === undefined) throw new Error('fixture');
    const annulment = annulled(ticket, 'K7Q4', '2026-11-24T20:00:30.000Z', ticket);
    const { settled, unanswered } = verdictsOf(
      [
        { ticket, subsanacion: false },
        { annulment, issuerName: ISSUER.name, cancelled: 'held', subsanacion: false },
      ],
      {
        waitSeconds: 60,
        status: 'ParcialmenteCorrecto',
        lines: [
          { ...ID, operation: 'Anulacion', state: 'Incorrecto', code: 1100 },
          { ...ID, state: 'Correcto' },
        ],
      },
      { incidencia: false, sentAt: '2026-11-24T20:01:00.000Z' },
    );
    expect(unanswered).toEqual([]);
    expect(
      settled.map(({ key, docId, numSerie, seq, state }) => ({ key, docId, numSerie, seq, state })),
    ).toEqual([
      {
        key: 'T-K7Q4-000001',
        docId: 'ticket:T-K7Q4-000001',
        numSerie: 'T-K7Q4-000001',
        seq: 1,
        state: 'Correcto',
      },
      {
        key: 'anulacion:T-K7Q4-000001',
        docId: 'annulment:T-K7Q4-000001',
        numSerie: 'T-K7Q4-000001',
        seq: 2,
        state: 'Incorrecto',
      },
    ]);
  });

  it('leaves an anulación pending when only its alta is answered', () => {
    if (ticket === undefined) throw new Error('fixture');
    const annulment = annulled(ticket, 'K7Q4', '2026-11-24T20:00:30.000Z', ticket);
    const { settled, unanswered } = verdictsOf(
      [{ annulment, issuerName: ISSUER.name, cancelled: 'held', subsanacion: false }],
      { waitSeconds: 60, status: 'Correcto', lines: [{ ...ID, state: 'Correcto' }] },
      { incidencia: false, sentAt: '2026-11-24T20:01:00.000Z' },
    );
    expect(settled).toEqual([]);
    expect(unanswered).toHaveLength(1);
  });
});
