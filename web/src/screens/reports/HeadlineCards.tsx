import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReportSummary } from '@restaurantpro/schema';
import { StatCard } from '../../components/StatCard.tsx';
import { headlineCards, type PeriodChange } from './headline.ts';

const TONE_COLOURS = { good: 'fg.success', bad: 'fg.error', neutral: 'fg.muted' } as const;

function ChangeText({ change }: { change: PeriodChange | null }) {
  if (change === null) {
    return (
      <Text as="span" color="fg.muted" data-testid="headline-change" data-direction="none">
        Sin datos del periodo anterior
      </Text>
    );
  }
  return (
    <Text
      as="span"
      color={TONE_COLOURS[change.tone]}
      fontWeight="medium"
      data-testid="headline-change"
      data-direction={change.direction}
    >
      {change.text}
    </Text>
  );
}

/** The eight headline figures, each with its change against the previous period of the same length. */
export function HeadlineCards({ summary }: { summary: ReportSummary }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" className="report-headline">
      {headlineCards(summary).map((card) => (
        <Box key={card.key} data-testid={`headline-${card.key}`}>
          <StatCard
            label={card.label}
            value={card.value}
            hint={
              <>
                <ChangeText change={card.change} />
                {card.hint && (
                  <Text as="span" display="block" color="fg.muted">
                    {card.hint}
                  </Text>
                )}
              </>
            }
          />
        </Box>
      ))}
    </SimpleGrid>
  );
}
