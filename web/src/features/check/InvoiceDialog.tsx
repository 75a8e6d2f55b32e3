import { Input, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import {
  customerInputSchema,
  idPart,
  normalizeTaxId,
  taxIdProblem,
  type Ticket,
} from '@restaurantpro/schema';
import type { IssueInvoice } from '../../data/writes/useIssueInvoice.ts';
import { formatEuro } from '../../lib/format.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';

type Field = 'nif' | 'name' | 'address';

/**
 * What a full invoice is issued for: a paid sale ticket it replaces (F3), or a paid check that has no
 * ticket (F1: a bill over the simplified invoice's limit gets none).
 */
export type InvoiceFor = { ticket: Ticket } | { checkId: string; total: string; tableName?: string };

/**
 * 'Factura completa' on a paid sale ticket, or on a paid check without one: the customer's NIF
 * (checked as it is typed, with its control character), name and address. The invoice replaces the
 * simplified one with the same lines and total, or carries the check's bill, in this device's F series;
 * `onIssued` gets it to print.
 */
export function InvoiceDialog({
  of,
  waiter,
  invoices,
  onClose,
  onIssued,
}: {
  of: InvoiceFor;
  waiter: string;
  invoices: IssueInvoice;
  onClose: () => void;
  onIssued: (invoice: Ticket) => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({ nif: '', name: '', address: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const set = (field: Field) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  // The NIF is judged as it is typed once it is long enough to be one (or once the form was sent).
  const typedNif = normalizeTaxId(values.nif);
  const nifError =
    errors.nif ??
    (typedNif.length >= 9 || (submitted && typedNif !== '')
      ? (taxIdProblem(typedNif) ?? undefined)
      : undefined);

  async function submit() {
    setSubmitted(true);
    const parsed = customerInputSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      return setErrors(found);
    }
    const invoice =
      'ticket' in of
        ? await invoices.issue({ ticketId: idPart(of.ticket._id), customer: parsed.data, waiter })
        : await invoices.issueDirect({
            checkId: of.checkId,
            customer: parsed.data,
            waiter,
            ...(of.tableName === undefined ? {} : { tableName: of.tableName }),
          });
    if (invoice) onIssued(invoice);
  }

  return (
    <FormDialog
      title={
        'ticket' in of
          ? `Factura completa: ticket ${of.ticket.series}-${of.ticket.number}`
          : `Factura completa: ${of.tableName ?? 'cuenta'}`
      }
      submitLabel="Emitir factura"
      submitting={invoices.busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        {'ticket' in of
          ? `Sustituye a la factura simplificada por ${formatEuro(of.ticket.total)}, con los datos del cliente.`
          : `Factura de la cuenta por ${formatEuro(of.total)}, con los datos del cliente, en lugar del ticket.`}
      </Text>
      <FormField label="NIF" required error={nifError} helper="NIF, NIE o CIF con su letra de control">
        <Input
          value={values.nif}
          onChange={set('nif')}
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="B12345674"
        />
      </FormField>
      <FormField label="Nombre o razón social" required error={errors.name}>
        <Input value={values.name} onChange={set('name')} maxLength={120} autoComplete="organization" />
      </FormField>
      <FormField label="Dirección" required error={errors.address}>
        <Textarea
          value={values.address}
          onChange={set('address')}
          maxLength={1000}
          autoComplete="street-address"
        />
      </FormField>
    </FormDialog>
  );
}
