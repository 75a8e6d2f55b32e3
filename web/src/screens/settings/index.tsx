import { Button, Heading, Input, SimpleGrid, Stack, Switch, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { IVA_RATES, SETTINGS_ID, roleRefusal } from '@restaurantpro/schema';
import { ErrorState } from '../../components/ErrorState.tsx';
import { FormField } from '../../components/FormField.tsx';
import { LoadingScreen } from '../../components/LoadingScreen.tsx';
import { Page } from '../../components/Page.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { SelectInput } from '../../components/SelectInput.tsx';
import { saveSettings, type StoredSettings } from '../../data/repositories/settings.ts';
import { useLiveDoc } from '../../data/useLiveDoc.ts';
import { useBackOfficeWriter, type BackOfficeWriter } from '../../data/writes/useBackOfficeWriter.ts';
import { TOASTS } from '../../lib/toasts.ts';
import {
  initialSettingsValues,
  parseSettingsForm,
  type SettingsFieldErrors,
  type SettingsFormValues,
  type SettingsTextField,
} from './settings-form.ts';
import { RoleGate } from '../../components/RoleGate.tsx';

const IVA_OPTIONS = IVA_RATES.map((rate) => ({ value: String(rate), label: `${rate} %` }));

/**
 * 'Datos del restaurante': what every ticket prints, the default IVA rate, and when shared terminals
 * lock. Administrators only.
 */
export default function SettingsScreen() {
  const writer = useBackOfficeWriter('settings');
  return (
    <RoleGate
      title="Datos del restaurante"
      allowed={writer.canEdit}
      reason={roleRefusal('settings')}
      description="Pide a un administrador que revise el nombre, el NIF y la dirección que salen en los tickets."
    >
      <StoredSettingsForm save={writer.run} />
    </RoleGate>
  );
}

/** The settings as stored, once loaded, in their form. */
function StoredSettingsForm({ save }: { save: BackOfficeWriter['run'] }) {
  const settings = useLiveDoc<StoredSettings>('floor', SETTINGS_ID);
  if (settings.status === 'loading') return <LoadingScreen />;
  if (settings.status === 'error') return <ErrorState title="Error al cargar los datos del restaurante" />;
  // Keyed by revision: a save from another device starts the form again from what is stored.
  return <SettingsForm key={settings.data?._rev ?? 'new'} settings={settings.data ?? null} save={save} />;
}

function SettingsForm({
  settings,
  save,
}: {
  settings: StoredSettings | null;
  save: ReturnType<typeof useBackOfficeWriter>['run'];
}) {
  const [values, setValues] = useState<SettingsFormValues>(() => initialSettingsValues(settings));
  const [errors, setErrors] = useState<SettingsFieldErrors>({});
  const [saving, setSaving] = useState(false);
  const field = (name: SettingsTextField) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((now) => ({ ...now, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseSettingsForm(values);
    setErrors(parsed.ok ? {} : parsed.errors);
    if (!parsed.ok) return;
    setSaving(true);
    await save(saveSettings, parsed.values, TOASTS.settingsSaved, TOASTS.settingsSaveFailed);
    setSaving(false);
  };

  return (
    <Page>
      <PageHeader
        title="Datos del restaurante"
        subtitle={settings ? 'Lo que imprime cada ticket' : 'Sin estos datos no se pueden emitir tickets'}
      />
      <form aria-label="Datos del restaurante" noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4" maxW="2xl">
          <FormField label="Nombre del negocio" required error={errors.businessName}>
            <Input {...field('businessName')} autoComplete="organization" />
          </FormField>
          <FormField label="NIF" required error={errors.nif} helper="NIF o CIF con su letra de control">
            <Input {...field('nif')} autoComplete="off" />
          </FormField>
          <FormField label="Dirección" required error={errors.address}>
            <Input {...field('address')} autoComplete="street-address" />
          </FormField>
          <FormField label="Pie del ticket" error={errors.ticketFooter}>
            <Textarea {...field('ticketFooter')} rows={2} placeholder="Gracias por su visita" />
          </FormField>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <FormField
              label="Prefijo de serie"
              required
              error={errors.seriesPrefix}
              helper="De 1 a 4 letras o cifras (T, BAR)"
            >
              <Input {...field('seriesPrefix')} autoComplete="off" />
            </FormField>
            <FormField label="Tipo de IVA por defecto" required error={errors.defaultIvaRate}>
              <SelectInput {...field('defaultIvaRate')} options={IVA_OPTIONS} />
            </FormField>
          </SimpleGrid>
          <Heading as="h2" size="md" pt="2">
            Terminales compartidos
          </Heading>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="end">
            <FormField
              label="Bloqueo por inactividad (minutos)"
              error={errors.terminalIdleMinutes}
              helper="Sin tocar la pantalla este tiempo, el terminal vuelve al teclado del PIN"
            >
              <Input {...field('terminalIdleMinutes')} inputMode="numeric" autoComplete="off" />
            </FormField>
            <Switch.Root
              checked={values.terminalLockAfterOrder}
              onCheckedChange={(details) =>
                setValues((now) => ({ ...now, terminalLockAfterOrder: details.checked }))
              }
              colorPalette="brand"
              minH="11"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>Bloquear tras enviar cada pedido</Switch.Label>
            </Switch.Root>
          </SimpleGrid>
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={saving}>
            Guardar
          </Button>
        </Stack>
      </form>
    </Page>
  );
}
