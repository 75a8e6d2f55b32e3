import { Box, Button, Card, Center, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { LogIn, UtensilsCrossed } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '../../components/FormField.tsx';
import { RefusalAlert } from '../../components/RefusalAlert.tsx';
import { safeReturnTo, useSession } from '../../data/session.ts';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { signIn, validateSignIn } from './sign-in.ts';

/** The app's own sign-in screen; `GET /api/login` sends browsers here with `returnTo`. */
export default function LoginScreen() {
  useDocumentTitle('Iniciar Sesión');
  const [params] = useSearchParams();
  const returnTo = safeReturnTo(params.get('returnTo'));
  const navigate = useNavigate();
  const load = useSession((state) => state.load);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateSignIn(email, password);
    setFieldErrors(errors);
    setFailure(null);
    if (errors.email || errors.password) return;
    setPending(true);
    const result = await signIn(email.trim(), password);
    if (!result.ok) {
      setPending(false);
      setFailure(result.message);
      return;
    }
    await load();
    void navigate(returnTo, { replace: true });
  };

  return (
    <Center minH="100dvh" px="4" py="8" bg="bg.subtle">
      <Card.Root maxW="sm" w="full" shadow="lg">
        <Card.Body>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack gap="5">
              <Stack gap="2" align="center" textAlign="center">
                <Box color="brand.solid">
                  <UtensilsCrossed size={40} aria-hidden />
                </Box>
                <Heading as="h1" size="2xl">
                  Iniciar Sesión
                </Heading>
                <Text color="fg.muted">Sistema integral de gestión para restaurantes</Text>
              </Stack>
              <RefusalAlert message={failure} />
              <FormField label="Correo electrónico" error={fieldErrors.email} required>
                <Input
                  type="email"
                  name="email"
                  autoComplete="username"
                  inputMode="email"
                  size="lg"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </FormField>
              <FormField label="Contraseña" error={fieldErrors.password} required>
                <Input
                  type="password"
                  name="password"
                  autoComplete="current-password"
                  size="lg"
                  value={password}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </FormField>
              <Button
                type="submit"
                colorPalette="brand"
                size="lg"
                loading={pending}
                loadingText="Entrando..."
              >
                <LogIn aria-hidden /> Entrar
              </Button>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
