import { Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { type Annulment, annulmentSchema, idPart, TEXT_MAX_LENGTH, type Ticket } from '@restaurantpro/schema';
import type { AnnulTicket } from '../../data/writes/useAnnulTicket.ts';
import { formatEuro } from '../../lib/format.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';

const EXPLANATION =
  'Solo para un ticket emitido por error que no se entregó al cliente. Queda anulado y se envía a la AEAT.';

/**
 * 'Anular ticket' on a simplified ticket, for a manager: why it is cancelled. The ticket keeps its
 * number and stops being the check's sale (the check may get a new ticket); its registro de
 * anulación chains on this device and goes to the AEAT.
 */
export function AnnulTicketDialog({
  ticket,
  annulments,
  onClose,
  onAnnulled,
}: {
  ticket: Ticket;
  annulments: AnnulTicket;
  onClose: () => void;
  onAnnulled: (annulment: Annulment) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);

  async function submit() {
    // The annulment's own rule for its reason ('Indica el motivo'), as it will be stored: trimmed.
    const checked = annulmentSchema.shape.reason.safeParse(reason.trim());
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    const annulment = await annulments.annul({ ticketId: idPart(ticket._id), reason });
    if (annulment) onAnnulled(annulment);
  }

  return (
    <FormDialog
      title="Anular ticket"
      submitLabel="Anular ticket"
      submitting={annulments.busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Text fontSize="sm">{EXPLANATION}</Text>
      <Text
        fontSize="sm"
        color="fg.muted"
      >{`Ticket ${ticket.series}-${ticket.number} · ${formatEuro(ticket.total)}`}</Text>
      <FormField label="Motivo" required error={error}>
        <Textarea
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
          }}
          maxLength={TEXT_MAX_LENGTH}
        />
      </FormField>
    </FormDialog>
  );
}
