import { Alert } from '@chakra-ui/react';

/** The server's Spanish reason for refusing what a form sent, under the form's fields. */
export function RefusalAlert({
  message,
  testId = 'form-refusal',
}: {
  message: string | null;
  testId?: string;
}) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
