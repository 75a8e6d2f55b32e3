import { Box, Button, Card, Center, Heading, List, Stack, Text } from '@chakra-ui/react';
import { BarChart3, ChefHat, LogIn, ShoppingCart, UtensilsCrossed, Warehouse } from 'lucide-react';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';

const FEATURES = [
  { label: 'Punto de venta táctil', icon: ShoppingCart },
  { label: 'Gestión de cocina y recetas', icon: ChefHat },
  { label: 'Control de inventario', icon: Warehouse },
  { label: 'Reportes y estadísticas', icon: BarChart3 },
];

/** '/' for visitors who are not signed in (spec §1, §2). Kept light: no data layer here. */
export default function LandingScreen() {
  useDocumentTitle('RestaurantPro', false);
  return (
    <Center minH="100dvh" px="4" py="8" bgGradient="to-br" gradientFrom="brand.subtle" gradientTo="bg">
      <Card.Root maxW="md" w="full" shadow="lg">
        <Card.Body>
          <Stack gap="6" align="center" textAlign="center">
            <Box color="brand.solid">
              <UtensilsCrossed size={56} aria-hidden />
            </Box>
            <Stack gap="2">
              <Heading as="h1" size="3xl">
                RestaurantPro
              </Heading>
              <Text color="fg.muted" fontSize="lg">
                Sistema integral de gestión para restaurantes
              </Text>
            </Stack>
            <List.Root gap="3" variant="plain" align="center" textAlign="start">
              {FEATURES.map(({ label, icon: Icon }) => (
                <List.Item key={label}>
                  <List.Indicator asChild color="brand.fg">
                    <Icon size={20} aria-hidden />
                  </List.Indicator>
                  {label}
                </List.Item>
              ))}
            </List.Root>
            <Button asChild colorPalette="brand" size="lg" w="full">
              <a href="/api/login">
                <LogIn aria-hidden /> Iniciar Sesión
              </a>
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
