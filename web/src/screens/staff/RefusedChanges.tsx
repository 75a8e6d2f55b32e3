import { Alert, CloseButton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { formatRelative } from '../../lib/format.ts';
import { useSyncStore } from '../../sync/sync-store.ts';
import { refusedSubject } from './staff-rules.ts';

/**
 * Changes the server refused while syncing, with its reason (e.g. a move the kitchen had already
 * overtaken). Replication stores the rest regardless, so this only tells; the user dismisses it.
 */
export function RefusedChanges({ orderNumbers }: { orderNumbers: ReadonlyMap<string, string> }) {
  const refused = useSyncStore((state) => state.refused);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const keyOf = (entry: { docId: string; at: string }) => `${entry.docId}@${entry.at}`;
  const shown = refused.filter((entry) => entry.replica === 'floor' && !dismissed.has(keyOf(entry)));
  if (shown.length === 0) return null;
  return (
    <Stack gap="2" data-testid="staff-refused">
      {shown.map((entry) => (
        <Alert.Root key={keyOf(entry)} status="error" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{`Cambio rechazado: ${refusedSubject(entry.docId, orderNumbers)}`}</Alert.Title>
            <Alert.Description>{`${entry.reason} (${formatRelative(entry.at)})`}</Alert.Description>
          </Alert.Content>
          <CloseButton
            size="sm"
            minH="11"
            minW="11"
            aria-label="Descartar aviso"
            onClick={() => setDismissed((current) => new Set([...current, keyOf(entry)]))}
          />
        </Alert.Root>
      ))}
    </Stack>
  );
}
