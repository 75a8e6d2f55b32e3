import { Text, Textarea } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import type { Approval } from '../../data/repositories/voids.ts';
import { FormField } from '../../components/FormField.tsx';
import { useManagerApproval } from './useManagerApproval.tsx';

/** Why a correction without its reason is not written. */
export const REASON_MISSING = 'Indica el motivo';

export interface Correction {
  reason: string;
  /** Shows why the write cannot go (under the fields), or clears it with null. */
  setProblem: (problem: string | null) => void;
  /** True while the manager's confirmation is being checked. */
  confirming: boolean;
  /**
   * The manager's confirmation of the correction `subject` (none needed for a manager): null, with
   * the reason shown, when the reason is empty or the confirmation cannot be had.
   */
  confirm: (subject: string) => Promise<{ approval?: Approval } | null>;
  /** The reason, the manager's credentials when needed, and the problem (under `problemTestId`). */
  fields: ReactNode;
}

/**
 * What a correction a manager answers for (a discount, a refund) asks besides its amount: a
 * reason, and a manager's confirmation when the person writing is not one (`why` says so).
 */
export function useCorrection(why: string, problemTestId: string): Correction {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const approval = useManagerApproval(why);

  async function confirm(subject: string): Promise<{ approval?: Approval } | null> {
    if (!reason.trim()) {
      setProblem(REASON_MISSING);
      return null;
    }
    setConfirming(true);
    const confirmed = await approval.obtain(subject).finally(() => setConfirming(false));
    if (!('problem' in confirmed)) return confirmed;
    setProblem(confirmed.problem);
    return null;
  }

  const fields = (
    <>
      <FormField label="Motivo" required>
        <Textarea value={reason} onChange={(event) => setReason(event.currentTarget.value)} maxLength={500} />
      </FormField>
      {approval.fields}
      {problem && (
        <Text color="fg.error" role="alert" data-testid={problemTestId}>
          {problem}
        </Text>
      )}
    </>
  );
  return { reason, setProblem, confirming, confirm, fields };
}
