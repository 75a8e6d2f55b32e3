import { Box, Heading, List, Stack, Text } from '@chakra-ui/react';
import { BILLING_SYSTEM, DECLARATION } from '@restaurantpro/schema';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useDocumentTitle } from '../../components/useDocumentTitle.ts';
import { formatDate } from '../../lib/format.ts';

/**
 * 'Acerca de': the billing software's declaración responsable (Orden HAC/1177/2024, art. 13), as the
 * law asks it to be at hand in the system itself: the system, its id and version, its components,
 * the producer, and where and when it was declared.
 */
export default function AboutScreen() {
  useDocumentTitle('Acerca de');
  const system = BILLING_SYSTEM;
  return (
    <Page>
      <PageHeader title="Acerca de" subtitle={`${system.NombreSistemaInformatico} ${system.Version}`} />
      <Stack gap="4" maxW="3xl">
        <Heading size="md">Declaración responsable</Heading>
        <Text data-testid="declaration">
          {system.NombreRazon}, NIF {system.NIF}, productora del sistema informático de facturación{' '}
          {system.NombreSistemaInformatico} (IdSistemaInformatico {system.IdSistemaInformatico}), versión{' '}
          {system.Version}, declara bajo su responsabilidad que este sistema, en la versión indicada, cumple
          lo dispuesto en el artículo 29.2.j) de la Ley 58/2003, General Tributaria, en el Reglamento aprobado
          por el Real Decreto 1007/2023 y en la Orden HAC/1177/2024, y que puede funcionar exclusivamente como
          sistema VERI*FACTU.
        </Text>
        <Box as="dl">
          <List.Root variant="plain" gap="1">
            <List.Item>Sistema: {system.NombreSistemaInformatico}</List.Item>
            <List.Item>IdSistemaInformatico: {system.IdSistemaInformatico}</List.Item>
            <List.Item>Versión: {system.Version}</List.Item>
            <List.Item>Componentes: {DECLARATION.components}</List.Item>
            <List.Item>
              Productora: {system.NombreRazon} (NIF {system.NIF})
            </List.Item>
            <List.Item>
              Lugar y fecha: {DECLARATION.place}, {formatDate(`${DECLARATION.date}T12:00:00`)}
            </List.Item>
          </List.Root>
        </Box>
      </Stack>
    </Page>
  );
}
