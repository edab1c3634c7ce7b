export * from "./constants";
export * from "./errors";
export * from "./events";
export * from "./food";
export * from "./health";
export * from "./meals";
export * from "./premium";
export * from "./user";
