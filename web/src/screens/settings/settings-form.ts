import {
  IVA_RATE,
  settingsInputSchema,
  TERMINAL_IDLE_MINUTES_DEFAULT,
  type SettingsInput,
} from '@restaurantpro/schema';
import { valuesOrDefaults } from '../../components/form-values.ts';
import type { StoredSettings } from '../../data/repositories/settings.ts';

/** The settings form as typed: text fields, and the IVA rate as the select's value. */
export interface SettingsFormValues {
  businessName: string;
  nif: string;
  address: string;
  ticketFooter: string;
  seriesPrefix: string;
  defaultIvaRate: string;
  /** 'Bloqueo por inactividad (minutos)' of the shared terminals. */
  terminalIdleMinutes: string;
  /** 'Bloquear tras enviar cada pedido'. */
  terminalLockAfterOrder: boolean;
}

/** The form's text fields (all but the switch). */
export type SettingsTextField = Exclude<keyof SettingsFormValues, 'terminalLockAfterOrder'>;

export type SettingsFieldErrors = Partial<Record<keyof SettingsFormValues, string>>;

/**
 * The stored settings, or a first-time form: series 'T' and the spec's 10 % IVA; terminals lock after
 * 2 idle minutes and not after each order unless the settings say so.
 */
export function initialSettingsValues(settings: StoredSettings | null): SettingsFormValues {
  return {
    ...valuesOrDefaults(settings, {
      businessName: '',
      nif: '',
      address: '',
      ticketFooter: '',
      seriesPrefix: 'T',
      terminalLockAfterOrder: false,
    }),
    defaultIvaRate: String(settings?.defaultIvaRate ?? IVA_RATE),
    terminalIdleMinutes: String(settings?.terminalIdleMinutes ?? TERMINAL_IDLE_MINUTES_DEFAULT),
  };
}

/**
 * What the form sends to the shared input schema: the rate and the minutes as numbers (an emptied
 * minutes field: the default), no empty footer.
 */
export function settingsInputOf(form: SettingsFormValues): Record<string, unknown> {
  const footer = form.ticketFooter.trim();
  const minutes = form.terminalIdleMinutes.trim();
  return {
    businessName: form.businessName.trim(),
    nif: form.nif,
    address: form.address,
    ...(footer ? { ticketFooter: footer } : {}),
    seriesPrefix: form.seriesPrefix,
    defaultIvaRate: Number(form.defaultIvaRate),
    ...(minutes ? { terminalIdleMinutes: Number(minutes.replace(',', '.')) } : {}),
    terminalLockAfterOrder: form.terminalLockAfterOrder,
  };
}

const FIELDS = new Set<string>([
  'businessName',
  'nif',
  'address',
  'ticketFooter',
  'seriesPrefix',
  'defaultIvaRate',
  'terminalIdleMinutes',
]);

/**
 * The form's values as stored (NIF normalised, prefix in capitals), or each field's Spanish problem:
 * schema's settingsInputSchema judges both, NIF check letter included. The repository parses again.
 */
export function parseSettingsForm(
  form: SettingsFormValues,
): { ok: true; values: SettingsInput } | { ok: false; errors: SettingsFieldErrors } {
  const result = settingsInputSchema.safeParse(settingsInputOf(form));
  if (result.success) return { ok: true, values: result.data };
  const errors: SettingsFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    if (FIELDS.has(field)) errors[field as keyof SettingsFormValues] ??= issue.message;
  }
  return { ok: false, errors };
}
