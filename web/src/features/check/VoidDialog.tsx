import { Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import {
  type OrderItem,
  VOID_REASON_LABELS,
  VOID_REASONS,
  voidNeedsApproval,
  type VoidReason,
  voidReasonProblem,
} from '@restaurantpro/schema';
import { ApprovalError, requestApproval } from '../../data/approvals.ts';
import { useReplica } from '../../data/ReplicaContext.ts';
import type { Approval } from '../../data/repositories/voids.ts';
import { useSession } from '../../data/session.ts';
import type { CheckActions } from '../../data/writes/useCheckActions.ts';
import { FormDialog } from '../../components/FormDialog.tsx';
import { FormField } from '../../components/FormField.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import { ManagerCredentials } from './ManagerCredentials.tsx';

const REASON_OPTIONS = VOID_REASONS.map((reason) => ({ value: reason, label: VOID_REASON_LABELS[reason] }));

export interface VoidTarget {
  orderId: string;
  /** What the dialog names: 'Croquetas' or 'Ronda K7-001'. */
  label: string;
  lines: ReadonlyArray<Pick<OrderItem, 'id' | 'status'>>;
  /** A single line (its approval is bound to it) or the whole round. */
  lineId?: string;
}

/**
 * 'Anular': a reason from the short list plus free text ('Otro motivo' needs it). When the kitchen has
 * started a line and the signed-in user is not a manager, a manager types their e-mail and password
 * here; the gateway signs a confirmation for exactly this line (or round), which the void carries.
 */
export function VoidDialog({
  target,
  actions,
  onClose,
}: {
  target: VoidTarget;
  actions: CheckActions;
  onClose: () => void;
}) {
  const role = useSession((state) => state.user?.role);
  const online = useReplica('floor')?.pushes.online ?? false;
  const [reason, setReason] = useState<VoidReason>('order_error');
  const [note, setNote] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const approvalNeeded = role !== undefined && voidNeedsApproval(role, target.lines);

  async function submit() {
    const reasonProblem = voidReasonProblem(reason, note);
    if (reasonProblem) return setProblem(reasonProblem);
    let approval: Approval | undefined;
    if (approvalNeeded) {
      if (!email.trim() || !password) return setProblem('Escribe el correo y la contraseña de gerencia');
      setConfirming(true);
      try {
        approval = await requestApproval(
          {
            email: email.trim(),
            password,
            orderId: target.orderId,
            ...(target.lineId ? { lineId: target.lineId } : {}),
          },
          online,
        );
      } catch (error) {
        setProblem(error instanceof ApprovalError ? error.message : 'No se pudo confirmar la anulación');
        return;
      } finally {
        setConfirming(false);
      }
    }
    const done = await actions.voidLines({
      orderId: target.orderId,
      lineIds: target.lines.map((line) => line.id),
      reason,
      ...(note.trim() ? { note: note.trim() } : {}),
      ...(approval ? { approval } : {}),
    });
    if (done) onClose();
  }

  return (
    <FormDialog
      title={`Anular: ${target.label}`}
      submitLabel="Anular"
      submitting={confirming || actions.busy}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormField label="Motivo" required>
        <SelectInput
          options={REASON_OPTIONS}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value as VoidReason)}
        />
      </FormField>
      <FormField label="Detalle" required={reason === 'other'}>
        <Textarea value={note} onChange={(event) => setNote(event.currentTarget.value)} maxLength={500} />
      </FormField>
      {approvalNeeded && (
        <ManagerCredentials
          why="Cocina ya ha empezado: la anulación necesita la confirmación de gerencia."
          email={email}
          password={password}
          onEmailChange={setEmail}
          onPasswordChange={setPassword}
        />
      )}
      {problem && (
        <Text color="fg.error" role="alert" data-testid="void-problem">
          {problem}
        </Text>
      )}
    </FormDialog>
  );
}
