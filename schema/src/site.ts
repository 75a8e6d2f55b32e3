import { z } from 'zod';

/**
 * What a gateway says of its link to the cloud (`GET /api/site`, DESIGN.md §11). A site hub
 * (`UPSTREAM_URL`) replicates its restaurant's databases with the cloud; every other gateway is
 * `site: false` and says nothing more. Managers' screens show an outage with `siteOutageLabel`.
 */
export const siteStatusSchema = z.discriminatedUnion('site', [
  z.object({ site: z.literal(false) }),
  z.object({
    site: z.literal(true),
    /** Whether the last attempt to reach the cloud succeeded. */
    connected: z.boolean(),
    /** When the cloud stopped answering (ISO 8601), while it does not; null while connected. */
    offlineSince: z.iso.datetime({ offset: true }).nullable(),
    /** Changes written on the site that the cloud has not received yet, every database together. */
    pending: z.number().int().min(0),
  }),
]);
export type SiteStatus = z.infer<typeof siteStatusSchema>;

/** Hours and minutes of an instant where the restaurant is (the banner's 'desde HH:MM'). */
function clockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('es-ES', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(iso));
}

/**
 * The banner of a manager's screens while the site has no cloud: 'Sin conexión con la nube desde
 * HH:MM' and what waits to go up; null while connected (or on a gateway that is no site hub).
 */
export function siteOutageLabel(status: SiteStatus, timeZone: string): string | null {
  if (!status.site || status.offlineSince === null) return null;
  const since = `Sin conexión con la nube desde ${clockTime(status.offlineSince, timeZone)}`;
  if (status.pending === 0) return since;
  return `${since} · ${status.pending} ${status.pending === 1 ? 'cambio' : 'cambios'} por subir`;
}
