import { TerminalSetup } from './TerminalSetup.tsx';

/**
 * 'Terminal compartido' (managers and admins, see account-sections.ts): where a manager turns this
 * device into a shared terminal, naming it ('TPV barra'), or an acting manager ends terminal mode.
 */
export function TerminalSection() {
  return <TerminalSetup />;
}
