import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReplicaName } from '../data/replica.ts';
import { describeError } from '../lib/toasts.ts';
import { EmptyState } from './EmptyState.tsx';
import { ErrorState } from './ErrorState.tsx';
import { FirstSyncGate } from './FirstSyncGate.tsx';

/** What a live hook says of its answer (the one `{ status, error }` every live hook returns). */
interface LoadState {
  status: 'loading' | 'done' | 'error';
  error: unknown;
}

interface ListStatesProps {
  load: LoadState;
  /** The list's shape in grey, while it loads (and while its replicas first catch up). */
  skeleton: ReactNode;
  errorTitle: string;
  /** The load is the gateway's answer: its error already holds the Spanish reason, shown as the title. */
  gatewayError?: boolean;
  /** The offline notice, while the device has no connection to ask the gateway; null otherwise. */
  offline?: string | null;
  /** Whether the loaded list has nothing to show: then the empty state's title and description. */
  isEmpty: boolean;
  emptyTitle: string;
  emptyDescription?: string | undefined;
  /** The replicas the list reads: nothing is said of it until they have caught up once (FirstSyncGate). */
  replicas?: readonly ReplicaName[];
  children: ReactNode;
}

/**
 * The body of a screen's list by where its load stands: the offline notice (for lists the gateway
 * answers), the skeleton while loading, the error card, the empty state, or the list itself.
 * A device-side load's error card says what went wrong under `errorTitle`.
 */
export function ListStates({ replicas, ...props }: ListStatesProps) {
  if (replicas === undefined) return <ListBody {...props} />;
  return (
    <FirstSyncGate replicas={replicas} skeleton={props.skeleton}>
      <ListBody {...props} />
    </FirstSyncGate>
  );
}

function ListBody({
  load,
  skeleton,
  errorTitle,
  gatewayError = false,
  offline = null,
  isEmpty,
  emptyTitle,
  emptyDescription,
  children,
}: Omit<ListStatesProps, 'replicas'>) {
  if (offline !== null) return <EmptyState icon={<WifiOff />} title={offline} />;
  if (load.status === 'loading') return skeleton;
  if (load.status === 'error') {
    if (gatewayError) {
      return <ErrorState title={load.error instanceof Error ? load.error.message : errorTitle} />;
    }
    return <ErrorState title={errorTitle} description={describeError(load.error)} />;
  }
  if (isEmpty) return <EmptyState title={emptyTitle} description={emptyDescription} />;
  return children;
}
