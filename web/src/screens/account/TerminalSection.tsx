/**
 * Slot of 'Terminal compartido' (managers and admins): where a manager turns this device into a
 * shared terminal, naming it ('TPV barra') and confirming 'Convertir en terminal compartido'. Until
 * that set-up exists it renders nothing, so 'Mi cuenta' shows no empty card. It takes the sections'
 * props (section-types.ts) and wraps itself in a SectionCard like the others.
 */
export function TerminalSection() {
  return null;
}
