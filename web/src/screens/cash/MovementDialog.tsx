import { Input, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { amountInputSchema, CASH_MOVEMENT_KIND_LABELS, type CashMovementKind } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import type { CashMovementRequest } from '../../data/repositories/cash.ts';

/**
 * 'Fondo de caja', 'Entrada de efectivo' or 'Salida de efectivo': an amount, and for money in or out
 * its reason. The amount is read by schema's amountInputSchema (comma or point); the rules judge the rest on save.
 */
export function MovementDialog({
  kind,
  businessDate,
  onSave,
  onClose,
}: {
  kind: CashMovementKind;
  businessDate: string;
  onSave: (request: CashMovementRequest) => Promise<boolean>;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const label = CASH_MOVEMENT_KIND_LABELS[kind];

  const submit = async () => {
    const parsed = amountInputSchema.safeParse(amount);
    setAmountError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    setSaving(true);
    // A missing reason for money in or out is the schema's refusal (cashMovementProblem), shown as a toast.
    const saved = await onSave({
      businessDate,
      kind,
      amount: parsed.data,
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={label}
      submitLabel="Registrar"
      submitting={saving}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormField label="Importe (€)" required error={amountError}>
        <Input
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          inputMode="decimal"
          autoFocus
        />
      </FormField>
      {kind !== 'float' && (
        <FormField label="Motivo" required>
          <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={2} />
        </FormField>
      )}
    </FormDialog>
  );
}
