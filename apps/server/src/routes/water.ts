import { waterEndpoints } from "@tarelka/contracts";
import { waterEntries, waterFeature } from "../services/water-service";
import { dayEntryRoutes } from "./day-entry-routes";
import { route } from "./endpoint-route";

/**
 * Water intake of the signed-in person (docs/product.md §7 /api/water-intake calls): logging, a day, changes and
 * deletes through the day-entity kit, and the hydration analysis beside them. Every call is scoped to the caller:
 * another person's entry is 404 (docs/product.md, Identity and security).
 */
export const waterRoutes = dayEntryRoutes(waterEntries, (app) => {
  const service = app.deps.feature(waterFeature);

  route(app, waterEndpoints.analyzeDay, async (request) => {
    const { user, today, timeZone } = request.account;
    return service.analysis(user.id, request.body.date ?? today, user.profileData, timeZone);
  });

  route(app, waterEndpoints.analysis, async (request) => {
    const { user, timeZone } = request.account;
    return service.analysis(user.id, request.params.date, user.profileData, timeZone);
  });
});
