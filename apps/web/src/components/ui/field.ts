/**
 * The look of a short text or number input in a form row (water, weight, a dish's grams): a 44 px touch target for
 * a finger on a phone, and the dark-mode colours of the screens around it.
 */
export const FIELD_CLASS = "min-h-11 rounded-xl border border-slate-300 px-2 dark:border-slate-700 dark:bg-slate-900";
