import {
  canHold,
  lineSubtotal,
  newId,
  roundTotals,
  unitPriceWithModifiers,
  type ChosenModifier,
  type Course,
  type RateSources,
  type RoundTotals,
} from '@restaurantpro/schema';
import { cleanNote, sameLine } from './cart-lines.ts';
import { lineCourse } from '@restaurantpro/schema';

/**
 * The point of sale's current order (a draft held in memory until sent). The draft id and line ids
 * are generated when the draft starts, not at send time: sending the same draft twice therefore
 * names the same order document, and the repository stores it once.
 */

export interface CartLine {
  /** Temporary line id; becomes the order line's id. */
  id: string;
  productId: string;
  productName: string;
  /** The product's price plus its modifiers' price changes. */
  unitPrice: string;
  quantity: number;
  modifiers?: ChosenModifier[];
  /** The waiter's free text for the kitchen ('sin cebolla'). */
  notes?: string;
  /** The course it goes out in (its category's, see COURSE_OF_CATEGORY). */
  course?: Course;
  /** 'En espera': held until its course is fired. */
  held?: true;
}

export interface Cart {
  draftId: string;
  tableId: string | null;
  lines: CartLine[];
}

export type CartAction =
  /** See `addLine` (cart-lines.ts): modifiers and a note make the dish a line of its own. */
  | {
      type: 'add';
      product: { id: string; name: string; price: string; course?: Course };
      lineId: string;
      modifiers?: ChosenModifier[];
      notes?: string;
    }
  | { type: 'setNotes'; lineId: string; notes: string }
  /** The waiter moves a line to another course ('Postres' for a starter served as a dessert). */
  | { type: 'setCourse'; lineId: string; course: Course }
  /** 'Dejar en espera': the course's lines go with the round but wait for 'Marchar'. */
  | { type: 'holdCourse'; course: Course; held: boolean }
  | { type: 'increase'; lineId: string }
  | { type: 'decrease'; lineId: string }
  | { type: 'remove'; lineId: string }
  | { type: 'selectTable'; tableId: string | null }
  /** 'Limpiar': a new draft with a new id and no lines; the table stays chosen. */
  | { type: 'reset'; draftId: string }
  /** `lines` (as they were when sent) went to the kitchen: a new draft keeps what was added since. */
  | { type: 'sent'; draftId: string; lines: readonly CartLine[] };

export function emptyCart(draftId: string = newId()): Cart {
  return { draftId, tableId: null, lines: [] };
}

/**
 * Whether the order holds `course` ('En espera'). A hold belongs to the course, not to one line: every
 * line of a held course carries it, and a line that joins the course takes it.
 */
export function isCourseHeld(lines: readonly CartLine[], course: Course): boolean {
  return lines.some((line) => line.held === true && lineCourse(line) === course);
}

/** `line` in `course`, held when the order holds that course and the course may be held. */
function inCourse(line: CartLine, course: Course, held: boolean): CartLine {
  const { held: _previous, ...rest } = line;
  return { ...rest, course, ...(held && canHold(course) ? { held: true as const } : {}) };
}

function setQuantity(cart: Cart, lineId: string, change: (quantity: number) => number): Cart {
  const lines = cart.lines
    .map((line) => (line.id === lineId ? { ...line, quantity: change(line.quantity) } : line))
    // Spec §4: a quantity of 0 or less removes the line.
    .filter((line) => line.quantity > 0);
  return { ...cart, lines };
}

export function cartReducer(cart: Cart, action: CartAction): Cart {
  switch (action.type) {
    case 'add': {
      // Spec §4: adding the same product again raises its quantity by 1 (made the same way).
      const { modifiers = [], notes } = action;
      // A line the waiter moved to another course is not where the next one of that dish goes.
      const existing = cart.lines.find(
        (line) =>
          sameLine(line, { productId: action.product.id, modifiers, ...(notes ? { notes } : {}) }) &&
          line.course === action.product.course,
      );
      if (existing) return setQuantity(cart, existing.id, (quantity) => quantity + 1);
      const line: CartLine = {
        id: action.lineId,
        productId: action.product.id,
        productName: action.product.name,
        unitPrice: unitPriceWithModifiers(action.product.price, modifiers),
        quantity: 1,
        ...(action.product.course ? { course: action.product.course } : {}),
        ...(modifiers.length > 0 ? { modifiers } : {}),
        ...(cleanNote(notes) ? { notes: cleanNote(notes) } : {}),
        ...(isCourseHeld(cart.lines, lineCourse(action.product)) ? { held: true as const } : {}),
      };
      return { ...cart, lines: [...cart.lines, line] };
    }
    case 'setNotes': {
      const notes = cleanNote(action.notes);
      const lines = cart.lines.map((line) => {
        if (line.id !== action.lineId) return line;
        const { notes: _previous, ...rest } = line;
        return notes ? { ...rest, notes } : rest;
      });
      return { ...cart, lines };
    }
    case 'setCourse': {
      const moved = cart.lines.find((line) => line.id === action.lineId);
      if (!moved || lineCourse(moved) === action.course) return cart;
      const held = isCourseHeld(
        cart.lines.filter((line) => line.id !== action.lineId),
        action.course,
      );
      const lines = cart.lines.map((line) =>
        line.id === action.lineId ? inCourse(line, action.course, held) : line,
      );
      return { ...cart, lines };
    }
    case 'holdCourse': {
      if (!canHold(action.course)) return cart;
      const lines = cart.lines.map((line) =>
        lineCourse(line) === action.course ? inCourse(line, action.course, action.held) : line,
      );
      return { ...cart, lines };
    }
    case 'increase':
      return setQuantity(cart, action.lineId, (quantity) => quantity + 1);
    case 'decrease':
      return setQuantity(cart, action.lineId, (quantity) => quantity - 1);
    case 'remove':
      return { ...cart, lines: cart.lines.filter((line) => line.id !== action.lineId) };
    case 'selectTable':
      return { ...cart, tableId: action.tableId };
    case 'reset':
      return { ...emptyCart(action.draftId), tableId: cart.tableId };
    case 'sent': {
      // A tap while 'Enviando...' showed is not lost: it stays as the start of the next order.
      const sent = new Map(action.lines.map((line) => [line.id, line.quantity]));
      const lines = cart.lines
        .map((line) => ({ ...line, quantity: line.quantity - (sent.get(line.id) ?? 0) }))
        .filter((line) => line.quantity > 0);
      return { draftId: action.draftId, tableId: cart.tableId, lines };
    }
  }
}

/**
 * Subtotal, IVA per rate and total of the order being built: each line at its product's rate, as the
 * bill will charge it once the order is a round of the table's check (schema's roundTotals).
 */
export function cartTotals(cart: Cart, rates: RateSources): RoundTotals {
  return roundTotals(cart.lines, rates);
}

/** quantity × unit price, before IVA. */
export function lineTotal(line: CartLine): string {
  return lineSubtotal(line.quantity, line.unitPrice);
}

export type SendProblem = 'selectTable' | 'emptyOrder' | null;

/** Why the cart cannot be sent yet (spec §5), in the order the spec checks. */
export function sendProblem(cart: Cart): SendProblem {
  if (!cart.tableId) return 'selectTable';
  if (cart.lines.length === 0) return 'emptyOrder';
  return null;
}
