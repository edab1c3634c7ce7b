// Words a meal told as a sentence holds that name no food and no amount (decision 024, follow-up "English meals told
// as sentences"; meal-text/told-around-the-meal.ts, places.ts).
import { describe, expect, it } from "vitest";
import { readAs } from "./reading-in-tests";

const read = readAs();

describe("words told around the meal", () => {
  it("are read, not shown as foods missed", () => {
    // Each stood in unmatched: "quickly", "a delicious", "homemade", "ordered chinese", "leftover chinese takeout",
    // "wasn't very hungry", "quite tasty", "warmed up in the microwave at work".
    for (const text of [
      "I quickly grabbed a blueberry muffin and a large iced coffee on my way to work",
      "Had a delicious bowl of chili with cornbread",
      "mac and cheese, a big bowl of it, homemade",
      "we ordered chinese, I had general tso's chicken with fried rice and an egg roll",
      "some leftover chinese takeout, mostly lo mein",
      "half a chicken breast and a bit of rice, I wasn't very hungry",
      "a chicken tikka wrap for lunch at work, quite tasty",
      "leftover spaghetti and meatballs, warmed up in the microwave at work",
      "just a quick bowl of instant ramen noodles",
    ]) {
      expect(read(text).unmatched, text).toEqual([]);
    }
  });

  it("change no food and no amount", () => {
    expect(read("Had a delicious bowl of chili with cornbread").items.map((i) => [i.foodId, i.grams])).toEqual(
      read("Had a bowl of chili with cornbread").items.map((i) => [i.foodId, i.grams]),
    );
  });

  it("said with no food, stay unread", () => {
    expect(read("my usual").unmatched).toEqual(["usual"]);
    expect(read("quite tasty").items).toEqual([]);
  });
});

describe("a restaurant, a diner or a station where a meal was had", () => {
  it("leaves FNDDS's dishes from a restaurant found by the word", () => {
    expect(read("rice and beans from a restaurant").items.map((i) => i.foodId)).toEqual(["fndds-58160110"]);
  });

  it("is a place, no food", () => {
    // "an Indian restaurant", "steakhouse" and "station" were left unread.
    for (const text of [
      "chicken tikka masala with rice and a piece of naan at an Indian restaurant",
      "steak and baked potato with butter and sour cream at a steakhouse",
      "a jam doughnut and a coffee with milk at the station",
      "pancakes at the diner",
    ]) {
      expect(read(text).unmatched, text).toEqual([]);
    }
  });
});
