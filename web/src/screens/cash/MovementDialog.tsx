import { Input, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { CASH_MOVEMENT_KIND_LABELS, tryNormalizeMoney, type CashMovementKind } from '@restaurantpro/schema';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import type { CashMovementRequest } from '../../data/repositories/cash.ts';

/**
 * 'Fondo de caja', 'Entrada de efectivo' or 'Salida de efectivo': an amount, and for money in or out
 * its reason. The amount is read as money (comma or point); the rules are checked again on save.
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
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [saving, setSaving] = useState(false);
  const label = CASH_MOVEMENT_KIND_LABELS[kind];

  const submit = async () => {
    const money = tryNormalizeMoney(amount.trim().replace(',', '.'));
    const next: typeof errors = {};
    if (money === null || money === '0.00' || money.startsWith('-')) next.amount = 'Indica un importe de al menos 0,01 €';
    if (kind !== 'float' && reason.trim() === '') next.reason = 'Indica el motivo';
    setErrors(next);
    if (money === null || Object.keys(next).length > 0) return;
    setSaving(true);
    const saved = await onSave({ businessDate, kind, amount: money, ...(reason.trim() ? { reason: reason.trim() } : {}) });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <FormDialog
      title={label}
      submitLabel="Registrar"
      submitting={saving}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onClose={onClose}
    >
      <FormField label="Importe (€)" required error={errors.amount}>
        <Input value={amount} onChange={(event) => setAmount(event.target.value)} inputMode="decimal" autoFocus />
      </FormField>
      {kind !== 'float' && (
        <FormField label="Motivo" required error={errors.reason}>
          <Textarea value={reason} onChange={(event) => setReason(event.target.value)} rows={2} />
        </FormField>
      )}
    </FormDialog>
  );
}
