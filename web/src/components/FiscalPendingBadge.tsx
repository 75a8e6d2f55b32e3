import { Badge, VisuallyHidden } from '@chakra-ui/react';
import { FileWarning } from 'lucide-react';
import { useFiscalStatus } from '../data/useFiscalStatus.ts';

export const NOT_CONFIGURED_TEXT = 'Envío a la AEAT no configurado';

/** '3 registros sin enviar a la AEAT', '1 registro sin enviar a la AEAT'. */
export function unsentText(count: number): string {
  return count === 1 ? '1 registro sin enviar a la AEAT' : `${count} registros sin enviar a la AEAT`;
}

/**
 * The persistent count of billing records not yet sent to the AEAT, beside the sync status on every
 * screen while there is any (the Orden asks that it stay visible); it says too when the gateway is
 * not configured to send at all. `compact` (full-screen pages, where it floats beside the sync
 * status over the page's own controls): the icon and the number, the sentence for screen readers.
 */
export function FiscalPendingBadge({ compact = false }: { compact?: boolean }) {
  const { unsent, configured } = useFiscalStatus();
  if (unsent === 0) return null;
  const text = unsentText(unsent);
  return (
    <Badge
      colorPalette={configured === false ? 'red' : 'orange'}
      variant="subtle"
      size="lg"
      minH={compact ? undefined : '11'}
      role="status"
      data-testid="fiscal-unsent"
      data-count={unsent}
      title={configured === false ? `${text} · ${NOT_CONFIGURED_TEXT}` : text}
      // Floating over a full-screen page it only informs: a tap goes to the control beneath it.
      pointerEvents={compact ? 'none' : undefined}
    >
      <FileWarning size={16} aria-hidden />
      {compact ? (
        <>
          <span aria-hidden>{unsent}</span>
          <VisuallyHidden>{text}</VisuallyHidden>
        </>
      ) : (
        text
      )}
    </Badge>
  );
}
