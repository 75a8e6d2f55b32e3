import { type ReactNode, useState } from 'react';
import { isManagerRole } from '@restaurantpro/schema';
import { ApprovalError, requestApproval } from '../../data/approvals.ts';
import { useReplica } from '../../data/ReplicaContext.ts';
import type { Approval } from '../../data/repositories/voids.ts';
import { useSession } from '../../data/session.ts';
import { ManagerCredentials } from './ManagerCredentials.tsx';

export interface ManagerApproval {
  /** Whether the signed-in user needs a manager's confirmation (a manager needs none). */
  needed: boolean;
  /** The manager's e-mail and password fields, or nothing for a manager. */
  fields: ReactNode;
  /**
   * The gateway's signed confirmation for `subject` ('adjustment:<id>', 'refund:<id>'), or undefined
   * when none is needed. Resolves to a Spanish problem instead when it cannot be had.
   */
  obtain: (subject: string) => Promise<{ approval?: Approval } | { problem: string }>;
}

/**
 * A manager's confirmation on the same device, as the void dialog asks it: the manager types their
 * e-mail and password, the gateway checks them and signs an approval for exactly one document.
 */
export function useManagerApproval(why: string): ManagerApproval {
  const role = useSession((state) => state.user?.role);
  const online = useReplica('floor')?.pushes.online ?? false;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const needed = role === undefined || !isManagerRole(role);

  async function obtain(subject: string): Promise<{ approval?: Approval } | { problem: string }> {
    if (!needed) return {};
    if (!email.trim() || !password) return { problem: 'Escribe el correo y la contraseña de gerencia' };
    try {
      return { approval: await requestApproval({ email: email.trim(), password, subject }, online) };
    } catch (error) {
      return {
        problem:
          error instanceof ApprovalError ? error.message : 'No se pudo obtener la confirmación de gerencia',
      };
    }
  }

  const fields = needed ? (
    <ManagerCredentials
      why={why}
      email={email}
      password={password}
      onEmailChange={setEmail}
      onPasswordChange={setPassword}
    />
  ) : null;
  return { needed, fields, obtain };
}
