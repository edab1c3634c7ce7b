/** Longest side sent to the server (docs/product.md §2: at most 1280 px JPEG, so uploads stay small on mobile data). */
export const UPLOAD_MAX_PX = 1280;

/** Draws an image or video frame at most 1280 px on its longest side and encodes it as JPEG. */
export async function downscaleToJpeg(
  source: CanvasImageSource,
  width: number,
  height: number,
): Promise<{ blob: Blob; dataUrl: string }> {
  const scale = Math.min(1, UPLOAD_MAX_PX / Math.max(width, height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("Canvas 2D is not available");
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("JPEG encoding failed"))), "image/jpeg", 0.85),
  );
  return { blob, dataUrl: canvas.toDataURL("image/jpeg", 0.85) };
}

/** A picked file, decoded by the browser (orientation applied) and downscaled. */
export async function downscaleFile(file: File): Promise<{ blob: Blob; dataUrl: string }> {
  const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  try {
    return await downscaleToJpeg(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
