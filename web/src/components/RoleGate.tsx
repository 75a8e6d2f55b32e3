import type { ReactNode } from 'react';
import { RefusedPage } from './RefusedPage.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';

/**
 * A screen only some roles may open: its title on the tab either way, then `children` for a role
 * `allowed`, or RefusedPage with schema's reason (and who can do it instead) for any other. The
 * screen's hooks live in `children`, so a refused role never loads what it may not read.
 */
export function RoleGate({
  title,
  allowed,
  reason,
  description,
  children,
}: {
  title: string;
  allowed: boolean;
  reason: string;
  description?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  if (!allowed) return <RefusedPage title={title} reason={reason} description={description} />;
  return children;
}
