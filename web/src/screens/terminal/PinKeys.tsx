import { Button, SimpleGrid } from '@chakra-ui/react';
import { Delete } from 'lucide-react';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The pad's big keys: 1–9, 'Borrar', 0. Each key is a button named by what it types. */
export function PinKeys({
  onDigit,
  onErase,
  disabled,
}: {
  onDigit: (digit: string) => void;
  onErase: () => void;
  disabled: boolean;
}) {
  const key = { size: '2xl', h: '16', fontSize: '2xl', variant: 'outline', disabled } as const;
  return (
    <SimpleGrid columns={3} gap="3">
      {DIGITS.map((digit) => (
        <Button key={digit} {...key} onClick={() => onDigit(digit)}>
          {digit}
        </Button>
      ))}
      <Button {...key} fontSize="md" onClick={onErase} aria-label="Borrar">
        <Delete aria-hidden />
      </Button>
      <Button {...key} onClick={() => onDigit('0')}>
        0
      </Button>
    </SimpleGrid>
  );
}
