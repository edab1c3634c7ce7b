export * from "./achievements";
export * from "./ai-nutritionist";
export * from "./analytics";
export * from "./barcode";
export * from "./body-measures";
export * from "./constants";
export * from "./diary-transfer";
export * from "./endpoint";
export * from "./endpoint-errors";
export * from "./endpoints";
export * from "./errors";
export * from "./events";
export * from "./food";
export * from "./health";
export * from "./input";
// Kept apart from ./constants, which the first route reads: a module's static imports travel with it, so these
// would ride along into the first route's chunk (decision 006, first-route JS).
export * from "./landing-variants";
export * from "./language";
export * from "./meal-shortcuts";
export * from "./meals";
export * from "./my-meals";
export * from "./premium";
export * from "./profile-ranges";
export * from "./supplements";
export * from "./user";
export * from "./water";
