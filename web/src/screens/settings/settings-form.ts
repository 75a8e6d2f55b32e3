import { IVA_RATE, normalizeTaxId, settingsSchema, taxIdProblem } from '@restaurantpro/schema';
import type { SettingsValues, StoredSettings } from '../../data/repositories/settings.ts';

/** The settings form as typed: text fields, and the IVA rate as the select's value. */
export interface SettingsFormValues {
  businessName: string;
  nif: string;
  address: string;
  ticketFooter: string;
  seriesPrefix: string;
  defaultIvaRate: string;
}

export type SettingsFieldErrors = Partial<Record<keyof SettingsFormValues, string>>;

/** The stored settings, or a first-time form: series 'T' and the spec's 10 % IVA. */
export function initialSettingsValues(settings: StoredSettings | null): SettingsFormValues {
  return {
    businessName: settings?.businessName ?? '',
    nif: settings?.nif ?? '',
    address: settings?.address ?? '',
    ticketFooter: settings?.ticketFooter ?? '',
    seriesPrefix: settings?.seriesPrefix ?? 'T',
    defaultIvaRate: String(settings?.defaultIvaRate ?? IVA_RATE),
  };
}

/** The form's values as the document stores them: trimmed, NIF and prefix in capitals. */
export function settingsValuesOf(form: SettingsFormValues): SettingsValues {
  const footer = form.ticketFooter.trim();
  return {
    businessName: form.businessName.trim(),
    nif: normalizeTaxId(form.nif),
    address: form.address.trim(),
    ...(footer ? { ticketFooter: footer } : {}),
    seriesPrefix: form.seriesPrefix.trim().toUpperCase(),
    defaultIvaRate: Number(form.defaultIvaRate),
  };
}

const FIELDS = new Set<string>(['businessName', 'nif', 'address', 'ticketFooter', 'seriesPrefix', 'defaultIvaRate']);

/**
 * Each field's Spanish problem, from the shared schema (the document's shape, then the NIF's check
 * letter): empty when the form can be saved. The same checks run again in the repository.
 */
export function settingsFieldErrors(form: SettingsFormValues): SettingsFieldErrors {
  const values = settingsValuesOf(form);
  const errors: SettingsFieldErrors = {};
  const result = settingsSchema
    .pick({ businessName: true, nif: true, address: true, ticketFooter: true, seriesPrefix: true, defaultIvaRate: true })
    .safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = String(issue.path[0]);
      if (FIELDS.has(field)) errors[field as keyof SettingsFormValues] ??= issue.message;
    }
  }
  if (errors.nif === undefined) {
    const problem = taxIdProblem(values.nif);
    if (problem !== null) errors.nif = problem;
  }
  return errors;
}
