import { Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { idPart } from '@restaurantpro/schema';
import type { CheckEnding } from '../../data/repositories/checks.ts';
import type { FloorTableCheck } from '../../data/useFloorChecks.ts';
import type { CheckActions } from '../../data/writes/useCheckActions.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';

/**
 * A manager's 'Cerrar sin cobro' (until payments exist, and afterwards for mistakes) or 'Anular cuenta',
 * each with its reason. The table then goes to Limpieza.
 */
export function EndCheckDialog({
  to,
  entry,
  actions,
  onClose,
}: {
  to: CheckEnding;
  entry: FloorTableCheck;
  actions: CheckActions;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit() {
    if (!entry.check) return;
    if (!reason.trim()) return setProblem('Indica el motivo');
    if (await actions.end(idPart(entry.check._id), to, reason)) onClose();
  }

  return (
    <FormDialog
      title={`${to === 'closed' ? 'Cerrar sin cobro' : 'Anular cuenta'}: Mesa ${entry.table.number}`}
      submitLabel={to === 'closed' ? 'Cerrar cuenta' : 'Anular cuenta'}
      submitting={actions.busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormField label="Motivo" required error={problem ?? undefined}>
        <Textarea value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={500} />
      </FormField>
      {to === 'voided' && <Text color="fg.muted">Ninguna línea de la cuenta se cobrará.</Text>}
    </FormDialog>
  );
}
