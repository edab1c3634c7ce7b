/**
 * "bacon and egg roll", "bacon n egg roll": an egg roll named after bacon or ham is a bread roll filled with the meat
 * and an egg, as British and Australian diaries name a breakfast sandwich, never the Chinese fried egg roll; it is read
 * as the sandwich of those fillings (FNDDS names it so: "Bacon and egg sandwich", 177 g). Unread, it was a slice of
 * bacon beside a 90 g egg roll. A sausage and egg roll is left as it was: the catalog has no sandwich of the two.
 */
const MEAT_AND_EGG_ROLL = /\b(bacon|ham)(\s+(?:and|n|&)\s+|\s*&\s*|\s+)egg\s+roll\b/gi;

export function breakfastRolls(text: string): string {
  return text.replace(
    MEAT_AND_EGG_ROLL,
    (_, meat: string, joint: string) => `${meat}${joint.trim() === "" ? " and " : joint}egg sandwich`,
  );
}
