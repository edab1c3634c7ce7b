// One file per feature's tables; drizzle-kit reads this folder to generate the committed migrations.

export * from "./achievements";
export * from "./ai-nutritionist";
export * from "./barcodes";
export * from "./events";
export * from "./meals";
export * from "./my-meals";
export * from "./payments";
export * from "./photos";
export * from "./supplements";
export * from "./users";
export * from "./water";
export * from "./weight";
