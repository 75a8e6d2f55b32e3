import { z } from 'zod';
import { ivaRateSchema } from '../enums.ts';
import { baseDoc, longText, nameText, shortText } from './common.ts';

/** The one settings document: `settings:restaurant`. */
export const SETTINGS_ID = 'settings:restaurant';

/** A series prefix for tickets: up to 4 capital letters or digits ('T', 'BAR'). */
export const SERIES_PREFIX_PATTERN = /^[A-Z0-9]{1,4}$/;

/** Minutes a shared terminal stays unlocked with no input when the settings do not say (issue #19). */
export const TERMINAL_IDLE_MINUTES_DEFAULT = 2;

/** The idle minutes an administrator may choose: a minute at least, an hour at most. */
export const terminalIdleMinutesSchema = z
  .int('Los minutos deben ser un número entero')
  .min(1, 'El bloqueo por inactividad: de 1 a 60 minutos')
  .max(60, 'El bloqueo por inactividad: de 1 a 60 minutos');

/**
 * What the restaurant prints on its tickets and how it taxes by default. Replicated to every device
 * so a ticket is issued offline with the right issuer; only an administrator changes it.
 */
export const settingsSchema = z.object({
  ...baseDoc('settings'),
  businessName: nameText('El nombre del negocio'),
  /** NIF or CIF with its check letter (see taxIdProblem). */
  nif: shortText('El NIF').min(1, 'El NIF es requerido'),
  address: longText('La dirección').min(1, 'La dirección es requerida'),
  ticketFooter: longText('El pie del ticket').optional(),
  seriesPrefix: z.string().regex(SERIES_PREFIX_PATTERN, 'El prefijo de serie: de 1 a 4 letras mayúsculas o cifras'),
  defaultIvaRate: ivaRateSchema,
  /** Shared terminals lock back to the PIN pad after this many idle minutes (absent: 2). */
  terminalIdleMinutes: terminalIdleMinutesSchema.optional(),
  /** Shared terminals also lock after each order sent to the kitchen. */
  terminalLockAfterOrder: z.boolean().optional(),
});
export type Settings = z.infer<typeof settingsSchema>;
