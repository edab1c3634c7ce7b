import type { FastifyBaseLogger } from "fastify";
import type { Env } from "./config/env";
import type { DatabaseHandle } from "./db/client";

/** What a feature's service may be built from: the composition root's configuration, database and log. */
export interface FeatureContext {
  env: Env;
  database: DatabaseHandle;
  log: FastifyBaseLogger;
}

/** A feature that builds its own repository and service from the context, declared next to its service. */
export interface Feature<T> {
  readonly name: string;
  readonly build: (context: FeatureContext) => T;
}

/**
 * Declares how a feature's service is built (docs/adding-a-feature.md, step 4), so a new diary entity needs no
 * edit of the composition root: its route reaches it with `app.deps.feature(sleepFeature)`, typed by `build`.
 */
export const defineFeature = <T>(name: string, build: (context: FeatureContext) => T): Feature<T> => ({ name, build });

/**
 * The composition root's access to declared features: each is built once per app, on first use, from the same
 * context, so routes and other services share one instance and no route builds a service of its own
 * (docs/code-style.md §5).
 */
export function featureRegistry(context: FeatureContext): <T>(feature: Feature<T>) => T {
  const built = new Map<Feature<unknown>, unknown>();
  return <T>(feature: Feature<T>): T => {
    if (!built.has(feature)) built.set(feature, feature.build(context));
    return built.get(feature) as T;
  };
}
