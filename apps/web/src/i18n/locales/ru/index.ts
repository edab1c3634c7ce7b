import { common } from "./common";
import { landing } from "./landing";
import { ruMiniAppCatalogs } from "./mini-app-catalogs";

/**
 * One file per feature; add a feature's file to mini-app-catalogs.ts (or here, for the shell) and its English
 * twin in ../en/index.ts. The app loads these in parts (../../index.ts); this whole object is the type.
 */
export const ru = { common, landing, ...ruMiniAppCatalogs };
export type RuCatalog = typeof ru;
