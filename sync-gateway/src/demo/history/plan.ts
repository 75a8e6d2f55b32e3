import type { ModifierChoice } from '@restaurantpro/schema';
import { DEMO_TABLES, type DemoTable } from '../data/floor-plan.ts';
import { DEMO_PRODUCTS, type DemoProduct } from '../data/menu.ts';
import { Dice } from './random.ts';

/** How a check is paid: one cash or card payment, one payment partly of each, or equal parts. */
export type PayStyle = 'cash' | 'card' | 'mixed' | 'split';

export interface PlannedLine {
  productId: string;
  quantity: number;
  modifiers?: ModifierChoice[];
}

/** A round, sent `minutes` after the check was opened. */
export interface PlannedRound {
  minutes: number;
  lines: PlannedLine[];
}

export interface PlannedCheck {
  table: DemoTable;
  guests: number;
  /** Minutes after midnight, local time, when the table sat down. */
  openAt: number;
  rounds: PlannedRound[];
  /** Minutes after opening when the bill is paid. */
  paidAfter: number;
  pay: PayStyle;
  /** A tip on a card payment, in cents. */
  tipCents: number;
  /** The manager served this table (the waiter the others). */
  byManager: boolean;
}

const onMenu = (category: DemoProduct['category']) =>
  DEMO_PRODUCTS.filter((p) => p.category === category && p.isAvailable !== false).map((p) => p.key);

const STARTERS = onMenu('entradas');
const MAINS = onMenu('principales');
const DESSERTS = onMenu('postres');
const DRINKS = [...onMenu('bebidas').filter((key) => key !== 'cafe-solo'), 'rioja-crianza', 'cava-brut'];
const BOTTLES = ['ribera-roble', 'albarino', 'sangria'];
const AFTER_DINNER = ['cafe-solo', 'cafe-solo', 'gin-tonic', 'mojito'];
/** The dish with modifier groups: each one is its own line, with how it is cooked and maybe an extra. */
const STEAK = 'entrecot';
const STEAK_POINTS = ['poco-hecho', 'al-punto', 'al-punto', 'hecho'];
const STEAK_EXTRAS = ['salsa-pimienta', 'huevo-frito', 'foie'];

const LUNCH_FROM = 13 * 60 + 15;
const DINNER_FROM = 20 * 60 + 30;

/** Tables sat per service: [lunch, dinner] ranges by weekday (0 = Sunday). */
const SITTINGS: Record<number, readonly [readonly [number, number], readonly [number, number]]> = {
  0: [
    [4, 6],
    [2, 3],
  ],
  1: [
    [2, 3],
    [2, 3],
  ],
  2: [
    [2, 4],
    [2, 3],
  ],
  3: [
    [2, 4],
    [2, 4],
  ],
  4: [
    [3, 4],
    [3, 4],
  ],
  5: [
    [3, 5],
    [4, 6],
  ],
  6: [
    [4, 5],
    [4, 6],
  ],
};

const WEEKDAY = [
  [2, 4],
  [2, 4],
] as const;

function addLine(lines: PlannedLine[], productId: string, quantity = 1): void {
  const same = lines.find((line) => line.productId === productId && line.modifiers === undefined);
  if (same) same.quantity += quantity;
  else lines.push({ productId, quantity });
}

function firstRound(dice: Dice, guests: number): PlannedLine[] {
  const lines: PlannedLine[] = [];
  if (guests >= 3 && dice.chance(0.5)) addLine(lines, dice.pick(BOTTLES));
  for (let i = 0; i < guests; i++) addLine(lines, dice.pick(DRINKS));
  for (let i = 0; i < Math.ceil(guests / 2); i++) addLine(lines, dice.pick(STARTERS));
  for (let i = 0; i < guests; i++) {
    const main = dice.chance(0.2) ? STEAK : dice.pick(MAINS);
    if (main !== STEAK) {
      addLine(lines, main);
      continue;
    }
    const modifiers: ModifierChoice[] = [{ groupId: 'punto-carne', optionIds: [dice.pick(STEAK_POINTS)] }];
    if (dice.chance(0.35)) modifiers.push({ groupId: 'extras', optionIds: [dice.pick(STEAK_EXTRAS)] });
    lines.push({ productId: STEAK, quantity: 1, modifiers });
  }
  return lines;
}

function secondRound(dice: Dice, guests: number): PlannedLine[] {
  const lines: PlannedLine[] = [];
  for (let i = 0; i < guests; i++) {
    if (dice.chance(0.6)) addLine(lines, dice.pick(DESSERTS));
    if (dice.chance(0.5)) addLine(lines, dice.pick(AFTER_DINNER));
  }
  return lines.length > 0 ? lines : [{ productId: 'cafe-solo', quantity: 1 }];
}

function planCheck(dice: Dice, table: DemoTable, openAt: number): PlannedCheck {
  const guests = dice.int(Math.max(1, Math.ceil(table.capacity / 2)), table.capacity);
  const rounds: PlannedRound[] = [{ minutes: 3, lines: firstRound(dice, guests) }];
  if (dice.chance(0.6)) rounds.push({ minutes: dice.int(55, 70), lines: secondRound(dice, guests) });
  const lastSent = rounds.at(-1)?.minutes ?? 0;
  const roll = dice.next();
  const pay: PayStyle =
    guests >= 2 && roll < 0.15 ? 'split' : roll < 0.25 ? 'mixed' : roll < 0.6 ? 'cash' : 'card';
  return {
    table,
    guests,
    openAt,
    rounds,
    paidAfter: lastSent + dice.int(30, 45),
    pay,
    tipCents: pay === 'card' && dice.chance(0.4) ? dice.int(1, 6) * 50 : 0,
    byManager: dice.chance(0.25),
  };
}

/** `count` different tables of the floor, sat from `from` (minutes after midnight) on. */
function service(dice: Dice, count: number, from: number): PlannedCheck[] {
  const free = [...DEMO_TABLES];
  const checks: PlannedCheck[] = [];
  for (let i = 0; i < count && free.length > 0; i++) {
    const [table] = free.splice(dice.int(0, free.length - 1), 1);
    if (table !== undefined) checks.push(planCheck(dice, table, from + dice.int(0, 80)));
  }
  return checks;
}

/** Lunch and dinner apart: a table sits once per service, so a service's checks never share one. */
export function services(checks: readonly PlannedCheck[]): PlannedCheck[][] {
  return [checks.filter((c) => c.openAt < DINNER_FROM), checks.filter((c) => c.openAt >= DINNER_FROM)];
}

/**
 * The checks of one business day, the same every time for the same date: a lunch from 13:15 and a
 * dinner from 20:30, busier at the weekend, each table sat at most once per service.
 */
export function planDay(day: string): PlannedCheck[] {
  const dice = new Dice(`demo-history-${day}`);
  const weekday = new Date(`${day}T12:00:00.000Z`).getUTCDay();
  const [lunch, dinner] = SITTINGS[weekday] ?? WEEKDAY;
  return [
    ...service(dice, dice.int(lunch[0], lunch[1]), LUNCH_FROM),
    ...service(dice, dice.int(dinner[0], dinner[1]), DINNER_FROM),
  ].sort((a, b) => a.openAt - b.openAt);
}
