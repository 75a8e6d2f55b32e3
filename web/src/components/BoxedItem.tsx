import { Stack, type StackProps } from '@chakra-ui/react';

/** One item of a list shown as small boxes (the dashboard's orders and alerts): a bordered `li`. */
export function BoxedItem(props: StackProps) {
  return <Stack as="li" gap="1" borderWidth="1px" rounded="l2" p="3" {...props} />;
}
