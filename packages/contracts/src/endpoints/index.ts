// Water's group lives beside its schemas (../water.ts), as a new entity's does; still gathered here for the older
// importers of this index.
export { waterEndpoints } from "../water";
export * from "./achievements";
export * from "./ai-nutritionist";
export * from "./analytics";
export * from "./barcode";
export * from "./diary-transfer";
export * from "./events";
export * from "./first-route";
export * from "./food";
export * from "./meal-shortcuts";
export * from "./meals";
export * from "./my-meals";
export * from "./premium";
export * from "./supplements";
export * from "./users";
