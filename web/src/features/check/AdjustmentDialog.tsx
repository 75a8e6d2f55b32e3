import { useState } from 'react';
import { type AdjustmentKind, type Bill, docId, newId, tryNormalizeMoney } from '@restaurantpro/schema';
import type { MoneyActions } from '../../data/writes/useMoneyActions.ts';
import { formatEuro } from '../../lib/format.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import { AmountField } from './AmountField.tsx';
import { REASON_MISSING, useCorrection } from './useCorrection.tsx';

const WHOLE_CHECK = 'check';

/**
 * 'Descuento' (a percent or an amount) or 'Invitación' (free), on one line or the whole check, with
 * its reason. A waiter's device asks a manager to confirm here: the adjustment's id is made when the
 * dialog opens, so the gateway's approval is bound to the very document then written.
 */
export function AdjustmentDialog({
  kind,
  checkId,
  bill,
  actions,
  onClose,
}: {
  kind: AdjustmentKind;
  checkId: string;
  bill: Bill;
  actions: MoneyActions;
  onClose: () => void;
}) {
  const [id] = useState(newId);
  const [target, setTarget] = useState(WHOLE_CHECK);
  const [percent, setPercent] = useState('');
  const [amount, setAmount] = useState('');
  const correction = useCorrection(
    'Los descuentos e invitaciones necesitan la confirmación de un gerente.',
    'adjustment-problem',
  );
  const setProblem = correction.setProblem;
  const discount = kind === 'discount';
  const options = [
    { value: WHOLE_CHECK, label: `Toda la cuenta (${formatEuro(bill.subtotal)})` },
    ...bill.lines.map((line) => ({
      value: `${line.orderId}/${line.lineId}`,
      label: `${line.quantity} × ${line.name} (${formatEuro(line.amount)})`,
    })),
  ];

  async function submit() {
    if (!correction.reason.trim()) return setProblem(REASON_MISSING);
    let value: { percent: number } | { amount: string } | Record<string, never> = {};
    if (discount) {
      if ((percent.trim() === '') === (amount.trim() === ''))
        return setProblem('Indica un porcentaje o un importe (solo uno)');
      if (percent.trim() !== '') {
        const parsed = Number(percent.trim().replace('%', ''));
        if (!Number.isInteger(parsed) || parsed < 1 || parsed > 100)
          return setProblem('El porcentaje: un número entero de 1 a 100');
        value = { percent: parsed };
      } else {
        const money = tryNormalizeMoney(amount.trim());
        if (money === null || money === '0.00') return setProblem('Importe no válido');
        value = { amount: money };
      }
    }
    const confirmed = await correction.confirm(docId('adjustment', id));
    if (confirmed === null) return;
    const [orderId, lineId] = target === WHOLE_CHECK ? [] : target.split('/');
    const done = await actions.adjust({
      id,
      checkId,
      kind,
      ...(orderId && lineId ? { line: { orderId, lineId } } : {}),
      ...value,
      reason: correction.reason,
      ...(confirmed.approval ? { approval: confirmed.approval } : {}),
    });
    if (done) onClose();
  }

  return (
    <FormDialog
      title={discount ? 'Descuento' : 'Invitación'}
      submitLabel={discount ? 'Aplicar descuento' : 'Invitar'}
      submitting={correction.confirming || actions.busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormField label="Aplicar a">
        <SelectInput
          options={options}
          value={target}
          onChange={(event) => setTarget(event.currentTarget.value)}
        />
      </FormField>
      {discount && (
        <>
          <AmountField
            label="Porcentaje"
            helper="De 1 a 100; o bien un importe"
            whole
            value={percent}
            onChange={setPercent}
          />
          <AmountField label="Importe del descuento" value={amount} onChange={setAmount} />
        </>
      )}
      {correction.fields}
    </FormDialog>
  );
}
