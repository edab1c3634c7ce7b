/** Russian plural forms that English does not have (i18next uses Intl.PluralRules suffixes). */
type RussianOnlyPlural = `${string}_few` | `${string}_many`;

/**
 * The English catalogue has every key of the Russian one, except the Russian-only plural forms, so a missing
 * translation is a type error as well as a failing test.
 */
export type Localized<T> = {
  [K in keyof T as K extends RussianOnlyPlural ? never : K]: T[K] extends string ? string : Localized<T[K]>;
};
