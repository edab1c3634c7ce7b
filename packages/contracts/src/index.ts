export * from "./constants";
export * from "./errors";
export * from "./health";
export * from "./meals";
export * from "./premium";
export * from "./user";
