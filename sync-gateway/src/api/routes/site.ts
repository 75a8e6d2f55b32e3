import { siteStatusSchema } from '@restaurantpro/schema';
import type { SiteLink } from '../../site/link.ts';
import type { ApiContext, ApiInstance } from '../context.ts';

/**
 * Whether this gateway is its restaurant's site hub and how its link to the cloud is: managers'
 * screens show an outage and what waits to go up. Every signed-in role may ask; only managers are
 * shown it.
 */
export function siteRoutes(app: ApiInstance, ctx: ApiContext, site: SiteLink | null): void {
  app.get(
    '/api/site',
    {
      onRequest: ctx.guards.user,
      schema: {
        tags: ['site'],
        summary: 'Enlace del local con la nube: desde cuándo no responde y cuántos cambios esperan',
        response: { 200: siteStatusSchema },
      },
    },
    async () => (site === null ? { site: false as const } : site.status()),
  );
}
