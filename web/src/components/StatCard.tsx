import { Card, Flex, Skeleton, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A figure with its label, an optional hint line and icon (dashboard and manager views). */
export function StatCard({
  label,
  value,
  hint,
  icon,
  loading = false,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  loading?: boolean;
}) {
  return (
    <Card.Root>
      <Card.Body>
        <Stat.Root>
          <Flex justify="space-between" align="start">
            <Stat.Label>{label}</Stat.Label>
            {icon && <Flex color="fg.muted">{icon}</Flex>}
          </Flex>
          {loading ? (
            <Skeleton height="8" width="24" />
          ) : (
            <Stat.ValueText className="tabular">{value}</Stat.ValueText>
          )}
          {hint && <Stat.HelpText>{hint}</Stat.HelpText>}
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}
