import { IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * An icon-only action (edit, delete, reset...) whose `label` names the action and the thing it acts
 * on ('Editar Terraza') for screen readers and tests; 44 px square, the spec's smallest touch target.
 */
export function ActionIconButton({
  label,
  icon,
  onClick,
  palette,
  variant = 'ghost',
  disabled = false,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  /** 'red' for what removes or switches off, 'green' for what switches back on. */
  palette?: 'red' | 'green';
  variant?: 'ghost' | 'outline';
  disabled?: boolean;
}) {
  return (
    <IconButton
      aria-label={label}
      variant={variant}
      {...(palette ? { colorPalette: palette } : {})}
      minW="11"
      minH="11"
      disabled={disabled}
      onClick={onClick}
    >
      {icon}
    </IconButton>
  );
}
