// One file per feature's tables; drizzle-kit reads this folder to generate the committed migrations.
export * from "./users";
export * from "./meals";
export * from "./payments";
