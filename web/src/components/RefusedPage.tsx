import { ShieldAlert } from 'lucide-react';
import { EmptyState } from './EmptyState.tsx';
import { Page } from './Page.tsx';
import { PageHeader } from './PageHeader.tsx';

/**
 * A screen the signed-in role may not open: its usual heading, then why (schema's words for the
 * refusal) and, where there is one, who can do it instead.
 */
export function RefusedPage({
  title,
  reason,
  description,
}: {
  title: string;
  reason: string;
  description?: string;
}) {
  return (
    <Page>
      <PageHeader title={title} />
      <EmptyState icon={<ShieldAlert />} title={reason} description={description} />
    </Page>
  );
}
