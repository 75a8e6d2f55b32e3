import { Alert } from '@chakra-ui/react';
import { CloudOff } from 'lucide-react';
import { DEFAULT_TIME_ZONE, isManagerRole, siteOutageLabel } from '@restaurantpro/schema';
import { useSession } from '../data/session.ts';
import { useSiteStatus } from '../data/useSiteStatus.ts';

/**
 * 'Sin conexión con la nube desde HH:MM · N cambios por subir' on a manager's or admin's screens
 * while the site hub cannot reach the cloud; nothing for other roles, nothing while connected or on
 * a gateway that is no hub. The role is who acts (on a shared terminal, who unlocked it), and only
 * those who see the banner ask the gateway. `floating`: a pill for the full-screen layout's corner,
 * over the page and transparent to taps, instead of a bar under the header.
 */
export function SiteOutageBanner({ floating = false }: { floating?: boolean }) {
  const role = useSession((state) => state.user?.role);
  if (role === undefined || !isManagerRole(role)) return null;
  return <SiteOutage floating={floating} />;
}

function SiteOutage({ floating }: { floating: boolean }) {
  const status = useSiteStatus();
  // The restaurant's time zone: the app has no per-restaurant setting, the schema's default is it.
  const label = status === null ? null : siteOutageLabel(status, DEFAULT_TIME_ZONE);
  if (label === null) return null;
  return (
    <Alert.Root
      status="warning"
      variant={floating ? 'surface' : 'subtle'}
      size="sm"
      // Polite: it says a state, and its count changes every few seconds while changes pile up.
      role="status"
      data-testid="site-outage"
      alignItems="center"
      py="1.5"
      borderRadius={floating ? 'l2' : '0'}
      maxW={floating ? 'calc(100vw - 1rem)' : undefined}
      w={floating ? 'fit-content' : undefined}
      pointerEvents={floating ? 'none' : undefined}
    >
      <Alert.Indicator>
        <CloudOff aria-hidden />
      </Alert.Indicator>
      <Alert.Title fontWeight="medium">{label}</Alert.Title>
    </Alert.Root>
  );
}
