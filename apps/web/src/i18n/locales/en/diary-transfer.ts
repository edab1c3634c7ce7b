import type { Localized } from "../../types";
import type { diaryTransfer as ru } from "../ru/diary-transfer";

export const diaryTransfer: Localized<typeof ru> = {
  title: "My data",
  hint: "Download your whole diary — profile, meals with dishes, water and weight — or load it back from a JSON file. Photos are not included.",
  downloadJson: "Download JSON",
  downloadCsv: "Download CSV for spreadsheets",
  preparing: "Preparing the file...",
  importFile: "Load from a JSON file",
  importing: "Loading...",
  downloadFailed: "Could not download the diary",
  importFailed: "Could not load the diary",
  notADiary: "This is not a Tarelka diary file. Choose a JSON file downloaded here.",
  tooLarge: "The file is larger than {{size}} MB and cannot be loaded.",
  imported: "Diary loaded",
  importedCounts:
    "Added: {{meals}} meals, {{water}} water entries, {{weight}} weigh-ins, {{myFoods}} own foods, {{favourites}} favourites, {{myMeals}} saved meals. Already in the diary: {{already}}.",
  nothingNew: "Everything in this file is already in the diary — nothing was added.",
};
