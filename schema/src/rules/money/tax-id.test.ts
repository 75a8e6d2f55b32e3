import { describe, expect, it } from 'vitest';
import { TAX_ID_CONTROL_MESSAGE, TAX_ID_FORMAT_MESSAGE, normalizeTaxId, taxIdProblem } from './tax-id.ts';

describe('taxIdProblem', () => {
  it.each([
    ['12345678Z', 'DNI: 12345678 mod 23 = 14 → Z'],
    ['00000000T', 'DNI: 0 → T'],
    ['X1234567L', 'NIE: X → 0, 01234567 mod 23 = 19 → L'],
    ['Y1234567X', 'NIE: Y → 1, 11234567 mod 23 = 10 → X'],
    ['A28015865', 'CIF of Telefónica: control digit 5'],
    ['A46103834', 'CIF of Mercadona: control digit 4'],
    ['B12345674', 'CIF: 2+6+1+5 + 2+4+6 = 26 → 4'],
    ['Q2826000H', 'CIF of a public body: control 8 as a letter, H'],
    ['b-12345674', 'lower case and a dash are normalized'],
    ['12.345.678-z', 'dots and a dash are normalized'],
  ])('%s is valid (%s)', (nif) => {
    expect(taxIdProblem(nif)).toBeNull();
  });

  it.each([
    ['12345678A', TAX_ID_CONTROL_MESSAGE],
    ['X1234567A', TAX_ID_CONTROL_MESSAGE],
    ['A28015866', TAX_ID_CONTROL_MESSAGE],
    ['A2801586E', TAX_ID_CONTROL_MESSAGE], // A takes a digit, not the letter of 5
    ['Q28260008', TAX_ID_CONTROL_MESSAGE], // Q takes a letter, not the digit
    ['1234567Z', TAX_ID_FORMAT_MESSAGE],
    ['I12345674', TAX_ID_FORMAT_MESSAGE],
    ['', TAX_ID_FORMAT_MESSAGE],
  ])('%s is refused', (nif, message) => {
    expect(taxIdProblem(nif)).toBe(message);
  });

  it('normalizes to capitals without separators', () => {
    expect(normalizeTaxId(' b 12.345.674 ')).toBe('B12345674');
  });
});
