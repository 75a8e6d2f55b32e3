import { Button, Stack, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { RefusalAlert } from '../../components/RefusalAlert.tsx';

/**
 * One form of 'Mi cuenta': its fields, the gateway's refusal under them and a submit button that
 * says what the form does. The label also names the form, for screen readers and tests.
 */
export function SectionForm({
  label,
  submitting,
  refusal,
  refusalTestId,
  onSubmit,
  children,
}: {
  label: string;
  submitting: boolean;
  refusal: string | null;
  refusalTestId: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <chakra.form
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="4" maxW="md">
        {children}
        <RefusalAlert message={refusal} testId={refusalTestId} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" minH="11" loading={submitting}>
          {label}
        </Button>
      </Stack>
    </chakra.form>
  );
}
