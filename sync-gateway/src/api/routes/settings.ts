import { SETTINGS_ID, idPart, settingsSchema, taxIdProblem } from '@restaurantpro/schema';
import { ApiError, unknownReference } from '../api-error.ts';
import { actor, type ApiContext, type ApiInstance } from '../context.ts';
import { toApi } from '../documents.ts';
import { settingsOut } from '../money-shapes.ts';
import { errors } from '../shapes.ts';

const tags = ['settings'];
const SETTINGS_KEY = idPart(SETTINGS_ID);

/**
 * PUT replaces (README): the form's fields, with the default IVA of the spec when left out. The
 * shared terminals' lock settings are the schema's own fields (idle minutes 1–60, lock after each
 * order), judged by the same schema a device's settings document is judged by at `/db`.
 */
const settingsBody = settingsSchema
  .pick({
    businessName: true,
    nif: true,
    address: true,
    ticketFooter: true,
    seriesPrefix: true,
    defaultIvaRate: true,
    terminalIdleMinutes: true,
    terminalLockAfterOrder: true,
  })
  .extend({ defaultIvaRate: settingsSchema.shape.defaultIvaRate.default(10) });

/**
 * The restaurant's data printed on every ticket (issuer, NIF, footer, series prefix) and its
 * default IVA. One document, `settings:restaurant`, replicated to every device so tickets are issued
 * offline; every signed-in role reads it, only an administrator writes it.
 */
export function settingsRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { model, docs, guards } = ctx;

  app.get(
    '/api/settings',
    {
      onRequest: guards.user,
      schema: {
        tags,
        summary: 'Datos del restaurante: emisor de los tickets, serie e IVA por defecto',
        response: { 200: settingsOut, ...errors(404) },
      },
    },
    async () => {
      await model.fresh('floor');
      const settings = model.get('settings', SETTINGS_KEY);
      if (!settings)
        throw new ApiError(404, 'not-found', 'Los datos del restaurante aún no están configurados');
      return toApi(settings);
    },
  );

  app.put(
    '/api/settings',
    {
      onRequest: guards.writes('settings'),
      schema: {
        tags,
        summary: 'Guarda los datos del restaurante (administración)',
        description:
          'Reemplaza el documento entero (un campo omitido se borra o toma su valor por defecto: IVA 10 %). El NIF o CIF se comprueba con su letra de control. Los tickets ya emitidos no cambian: guardan el emisor de cuando se imprimieron.',
        body: settingsBody,
        response: { 200: settingsOut, ...errors(409) },
      },
    },
    async (request) => {
      const body = request.body;
      const problem = taxIdProblem(body.nif);
      if (problem !== null) throw unknownReference('/nif', problem);
      const writer = actor(request);
      await model.fresh('floor');
      const saved =
        (await docs.replace('settings', SETTINGS_KEY, writer, body)) ??
        (await docs.create('settings', body, writer, SETTINGS_KEY).catch(async (err: unknown) => {
          // Written by another administrator in between: replace theirs, as a later PUT would.
          const again = await docs.replace('settings', SETTINGS_KEY, writer, body);
          if (again === undefined) throw err;
          return again;
        }));
      return toApi(saved);
    },
  );
}
