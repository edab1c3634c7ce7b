import { useEffect, useState } from "react";
import { sendRequest } from "../../lib/api-client";

export type SavedPhoto =
  | { state: "none" }
  | { state: "loading" }
  | { state: "ready"; src: string }
  | { state: "failed" };

/**
 * A saved meal's photo for an <img>. The photo route answers only its owner's signed request (docs/product.md §7 headers),
 * which an <img src> cannot send, so it is fetched and shown from an object URL, freed when the screen goes.
 */
export function useSavedPhoto(photoUrl: string | null): SavedPhoto {
  const [photo, setPhoto] = useState<SavedPhoto>(photoUrl ? { state: "loading" } : { state: "none" });
  useEffect(() => {
    if (!photoUrl) {
      setPhoto({ state: "none" });
      return;
    }
    let objectUrl: string | null = null;
    let active = true;
    setPhoto({ state: "loading" });
    sendRequest("GET", photoUrl)
      .then(async (response) => {
        if (!response.ok) throw new Error(`photo: ${response.status}`);
        const blob = await response.blob();
        if (!active) return;
        objectUrl = URL.createObjectURL(blob);
        setPhoto({ state: "ready", src: objectUrl });
      })
      .catch(() => {
        if (active) setPhoto({ state: "failed" });
      });
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [photoUrl]);
  return photo;
}
