import { Badge } from '@chakra-ui/react';
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
 * not configured to send at all.
 */
export function FiscalPendingBadge() {
  const { unsent, configured } = useFiscalStatus();
  if (unsent === 0) return null;
  const text = unsentText(unsent);
  return (
    <Badge
      colorPalette={configured === false ? 'red' : 'orange'}
      variant="subtle"
      size="lg"
      minH="11"
      role="status"
      data-testid="fiscal-unsent"
      data-count={unsent}
      title={configured === false ? `${text} · ${NOT_CONFIGURED_TEXT}` : text}
    >
      <FileWarning size={16} aria-hidden />
      {text}
    </Badge>
  );
}
