import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { MonitorSmartphone } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { isManagerRole, terminalSchema } from '@restaurantpro/schema';
import { FormField } from '../../components/FormField.tsx';
import { RefusalAlert } from '../../components/RefusalAlert.tsx';
import { useSession } from '../../data/session.ts';
import { createTerminal, leaveTerminal } from '../../data/terminal/terminal-api.ts';

const OFFLINE_MESSAGE = 'Sin conexión: hace falta conexión con el servidor para esto';

/**
 * 'Terminal compartido' (managers and admins): turns this device into a shared terminal with a name
 * ('TPV barra'). From then on it opens on the PIN pad, and each person's orders record them. On a
 * terminal it says so, and a manager acting on it can end the terminal (the device goes back to
 * sign-in). A section of its own, to sit in 'Mi cuenta' or alone at /terminal.
 */
export function TerminalSetup() {
  const user = useSession((state) => state.user);
  const terminal = useSession((state) => state.terminal);
  const headingId = useId();
  if (!user || !isManagerRole(user.role)) return null;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
      maxW="2xl"
    >
      <Stack gap="4">
        <Stack direction="row" align="center" gap="2">
          <MonitorSmartphone aria-hidden />
          <Heading as="h2" size="lg" id={headingId}>
            Terminal compartido
          </Heading>
        </Stack>
        {terminal ? <TerminalInfo name={terminal.name} /> : <CreateTerminal />}
      </Stack>
    </Box>
  );
}

function CreateTerminal() {
  const becameTerminal = useSession((state) => state.becameTerminal);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = terminalSchema.shape.name.safeParse(name.trim());
    setError(parsed.success ? null : (parsed.error.issues[0]?.message ?? null));
    setProblem(null);
    if (!parsed.success) return;
    setPending(true);
    const answer = await createTerminal(parsed.data);
    setPending(false);
    if (answer.kind === 'ok') becameTerminal(answer.value);
    else setProblem(answer.kind === 'offline' ? OFFLINE_MESSAGE : answer.message);
  };

  return (
    <form aria-label="Terminal compartido" noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="4">
        <Text color="fg.muted">
          Convierte este dispositivo en un terminal para todo el equipo: cada persona entra con su PIN y lo
          que haga queda a su nombre. Se bloquea solo cuando nadie lo usa.
        </Text>
        <FormField label="Nombre del terminal" required error={error ?? undefined}>
          <Input
            value={name}
            onChange={(event) => setName(event.target.value)}
            placeholder="TPV barra"
            autoComplete="off"
          />
        </FormField>
        <RefusalAlert message={problem} />
        <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={pending}>
          Convertir en terminal compartido
        </Button>
      </Stack>
    </form>
  );
}

function TerminalInfo({ name }: { name: string }) {
  const leftTerminal = useSession((state) => state.leftTerminal);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const leave = async () => {
    setPending(true);
    const answer = await leaveTerminal();
    setPending(false);
    if (answer.kind === 'ok') leftTerminal();
    else setProblem(answer.kind === 'offline' ? OFFLINE_MESSAGE : answer.message);
  };

  return (
    <Stack gap="4">
      <Text>
        Este dispositivo es el terminal compartido <strong>{name}</strong>. Cada persona entra con su PIN.
      </Text>
      <RefusalAlert message={problem} />
      <Button
        variant="outline"
        colorPalette="red"
        alignSelf="flex-start"
        loading={pending}
        onClick={() => void leave()}
      >
        Salir del modo terminal
      </Button>
    </Stack>
  );
}
