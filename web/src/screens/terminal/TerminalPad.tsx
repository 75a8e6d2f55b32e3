import { Alert, Box, Button, Center, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft, LogIn } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { ROLE_LABELS } from '@restaurantpro/schema';
import { RefusalAlert } from '../../components/RefusalAlert.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { useSession, type DeviceTerminal } from '../../data/session.ts';
import type { StaffMember } from '../../data/terminal/terminal-api.ts';
import { useTerminalPad } from '../../data/terminal/useTerminalPad.ts';
import { PinKeys } from './PinKeys.tsx';

const PIN_MAX = 6;
const PIN_MIN = 4;

/**
 * The shared terminal's lock screen, over the whole viewport: tap your name, type your PIN on the big
 * keys (or the keyboard's digits), 'Entrar'. Whoever unlocks acts until 'Bloquear', the idle time or,
 * if the restaurant chose so, their next order sent. Refusals show the gateway's Spanish reason
 * (wrong PIN, lockouts, a deactivated account) or the offline check's.
 */
export function TerminalPad({ terminal }: { terminal: DeviceTerminal }) {
  const title = `Terminal compartido · ${terminal.name}`;
  useDocumentTitle(title);
  const { staff, connection, unlock } = useTerminalPad(terminal);
  const lockReason = useSession((state) => state.lockReason);
  const [member, setMember] = useState<StaffMember | null>(null);

  return (
    <Center minH="100dvh" p="4" bg="bg.subtle">
      <Stack gap="6" w="full" maxW="md" as="main">
        <Stack gap="1" textAlign="center">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {connection === 'offline' && (
            <Text color="fg.muted" role="status">
              Sin conexión: puede entrar quien ya abrió sesión en este terminal
            </Text>
          )}
        </Stack>
        {lockReason && !member && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{lockReason}</Alert.Title>
          </Alert.Root>
        )}
        {member ? (
          <PinStep member={member} unlock={unlock} onBack={() => setMember(null)} />
        ) : (
          <StaffStep staff={staff} loading={connection === 'checking'} onChoose={setMember} />
        )}
      </Stack>
    </Center>
  );
}

function StaffStep({
  staff,
  loading,
  onChoose,
}: {
  staff: StaffMember[];
  loading: boolean;
  onChoose: (member: StaffMember) => void;
}) {
  if (staff.length === 0) {
    return (
      <Text textAlign="center" color="fg.muted">
        {loading
          ? 'Cargando el equipo...'
          : 'Nadie del equipo tiene PIN todavía: un administrador puede asignarlo.'}
      </Text>
    );
  }
  return (
    <Stack gap="3" as="section" aria-labelledby="terminal-who">
      <Text id="terminal-who" textAlign="center" fontSize="lg">
        ¿Quién eres?
      </Text>
      <SimpleGrid columns={{ base: 2, sm: 3 }} gap="3" as="ul" listStyleType="none">
        {staff.map((person) => (
          <Box as="li" key={person.id}>
            <Button
              w="full"
              h="20"
              variant="outline"
              flexDirection="column"
              gap="0"
              aria-label={person.name}
              onClick={() => onChoose(person)}
            >
              <Text fontSize="lg" fontWeight="semibold" truncate maxW="full">
                {person.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {ROLE_LABELS[person.role]}
              </Text>
            </Button>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PinStep({
  member,
  unlock,
  onBack,
}: {
  member: StaffMember;
  unlock: (member: StaffMember, pin: string) => Promise<string | null>;
  onBack: () => void;
}) {
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const type = (next: string) => {
    setPin(next.replace(/\D/g, '').slice(0, PIN_MAX));
    setProblem(null);
  };
  // The keys take the focus from the field; giving it back keeps the keyboard's digits working.
  const refocus = () => input.current?.focus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pin.length < PIN_MIN || checking) return;
    setChecking(true);
    const refused = await unlock(member, pin);
    // Once unlocked the pad is gone; only a refusal comes back here.
    if (refused !== null) {
      setChecking(false);
      setPin('');
      setProblem(refused);
      refocus();
    }
  };

  return (
    <Stack
      as="form"
      gap="4"
      aria-label="Introduce tu PIN"
      onSubmit={(event: FormEvent) => void submit(event)}
    >
      <Text textAlign="center" fontSize="lg">
        Hola, <strong>{member.name}</strong>: introduce tu PIN
      </Text>
      <Input
        ref={input}
        type="password"
        aria-label="PIN"
        // No on-screen keyboard over the pad; a hardware keyboard still types.
        inputMode="none"
        autoComplete="off"
        autoFocus
        textAlign="center"
        fontSize="3xl"
        letterSpacing="0.5em"
        h="16"
        maxLength={PIN_MAX}
        value={pin}
        onChange={(event) => type(event.target.value)}
      />
      <RefusalAlert message={problem} />
      <PinKeys
        disabled={checking}
        onDigit={(digit) => {
          type(pin + digit);
          refocus();
        }}
        onErase={() => {
          type(pin.slice(0, -1));
          refocus();
        }}
      />
      <Button
        type="submit"
        size="2xl"
        colorPalette="brand"
        disabled={pin.length < PIN_MIN}
        loading={checking}
      >
        <LogIn aria-hidden /> Entrar
      </Button>
      <Button variant="ghost" onClick={onBack}>
        <ArrowLeft aria-hidden /> Cambiar de persona
      </Button>
    </Stack>
  );
}
