/**
 * Spanish tax ids as a simplified invoice must print them (decision 2): a DNI-based NIF (8 digits
 * and a letter), an NIE (X, Y or Z, 7 digits and a letter) or a company's CIF (a letter, 7 digits
 * and a control digit or letter). The control character catches a mistyped digit before it is
 * printed on every ticket.
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
/** CIFs whose control is always a letter (public bodies, foreign entities…) or always a digit. */
const CIF_LETTER_CONTROL = 'KPQRSNW';
const CIF_DIGIT_CONTROL = 'ABEH';

export const TAX_ID_FORMAT_MESSAGE = 'El NIF no tiene un formato válido (DNI, NIE o CIF)';
export const TAX_ID_CONTROL_MESSAGE = 'El NIF no es válido: revisa la letra o el dígito de control';

/** The id as it is checked and stored: capitals, without spaces, dots or dashes. */
export function normalizeTaxId(input: string): string {
  return input.toUpperCase().replace(/[\s.-]/g, '');
}

function cifControl(digits: string): { digit: string; letter: string } {
  let sum = 0;
  for (let i = 0; i < 7; i += 1) {
    const n = Number(digits[i]);
    // Odd positions (1st, 3rd…) are doubled and their digits added; even positions count as they are.
    sum += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  }
  const control = (10 - (sum % 10)) % 10;
  return { digit: String(control), letter: CIF_CONTROL_LETTERS[control] ?? '' };
}

/** Why `input` is not a valid Spanish NIF, NIE or CIF, or null. */
export function taxIdProblem(input: string): string | null {
  const id = normalizeTaxId(input);
  const dni = /^(\d{8})([A-Z])$/.exec(id);
  if (dni) return DNI_LETTERS[Number(dni[1]) % 23] === dni[2] ? null : TAX_ID_CONTROL_MESSAGE;
  const nie = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  if (nie) {
    const number = Number(`${'XYZ'.indexOf(nie[1] ?? '')}${nie[2] ?? ''}`);
    return DNI_LETTERS[number % 23] === nie[3] ? null : TAX_ID_CONTROL_MESSAGE;
  }
  const cif = /^([ABCDEFGHJKLMNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!cif) return TAX_ID_FORMAT_MESSAGE;
  const [, kind = '', digits = '', given = ''] = cif;
  const { digit, letter } = cifControl(digits);
  if (CIF_LETTER_CONTROL.includes(kind)) return given === letter ? null : TAX_ID_CONTROL_MESSAGE;
  if (CIF_DIGIT_CONTROL.includes(kind)) return given === digit ? null : TAX_ID_CONTROL_MESSAGE;
  return given === digit || given === letter ? null : TAX_ID_CONTROL_MESSAGE;
}
