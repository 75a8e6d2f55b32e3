import { Alert } from '@chakra-ui/react';

/**
 * Why what a form sent did not go through, in Spanish, under the form's fields: the server's
 * refusal, a failed sign-in, a PIN not accepted. Nothing while there is no message.
 */
export function RefusalAlert({ message, testId }: { message: string | null; testId?: string }) {
  if (!message) return null;
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
