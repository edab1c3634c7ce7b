import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DayEntryTable } from "../repositories/day-entry-repository";
import {
  type DayEntryEndpoints,
  type DayEntryService,
  type DayEntrySpec,
  dayEntryFeature,
} from "../services/day-entry-service";
import { route } from "./endpoint-route";

/** A route module built by the kit, with what it was built from, so tests can find every day entity. */
export type DayEntryRoutes = FastifyPluginAsyncZod & {
  readonly dayEntry: DayEntrySpec<DayEntryTable, DayEntryEndpoints>;
};

type Extra<E extends DayEntryEndpoints> = (
  app: Parameters<FastifyPluginAsyncZod>[0],
  service: DayEntryService<E>,
) => void | Promise<void>;

/**
 * The route module of a per-person, per-day diary entity (docs/adding-a-feature.md): the four routes of its
 * contract's log, day, update and remove, each registered from its endpoint object (`route`), over the kit's
 * service. A route module exports the result as its one `…Routes` plugin; `more` registers the entity's other
 * endpoints, if any, beside them.
 */
export function dayEntryRoutes<T extends DayEntryTable, E extends DayEntryEndpoints>(
  spec: DayEntrySpec<T, E>,
  more?: Extra<E>,
): DayEntryRoutes {
  const feature = dayEntryFeature(spec);
  // The kit's endpoints are any entity's: each handler is typed by the kit's shape of the call, not the entity's.
  const { log, day, update, remove } = spec.endpoints as DayEntryEndpoints;
  const plugin: FastifyPluginAsyncZod = async (app) => {
    const service = app.deps.feature(feature);
    const generic = service as unknown as DayEntryService<DayEntryEndpoints>;
    route(app, log, async (request, reply) => reply.code(201).send(await generic.log(request.account, request.body)));
    route(app, day, async (request) => generic.day(request.account, request.params.date));
    route(app, update, async (request) => generic.update(request.account, request.params.id, request.body));
    route(app, remove, async (request, reply) => {
      await generic.delete(request.account, request.params.id);
      return reply.code(204).send();
    });
    await more?.(app, service);
  };
  return Object.assign(plugin, { dayEntry: spec as unknown as DayEntrySpec<DayEntryTable, DayEntryEndpoints> });
}
