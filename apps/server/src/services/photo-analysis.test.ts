import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createSemaphore, sniffPhotoFormat } from "./photo-analysis";

const solid = () => sharp({ create: { width: 8, height: 8, channels: 3, background: "#c84" } });

describe("sniffPhotoFormat", () => {
  it("names the accepted formats by their first bytes", async () => {
    expect(sniffPhotoFormat(await solid().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffPhotoFormat(await solid().png().toBuffer())).toBe("png");
    expect(sniffPhotoFormat(await solid().webp().toBuffer())).toBe("webp");
    expect(sniffPhotoFormat(await solid().avif().toBuffer())).toBe("heif");
  });

  it("names nothing else, whatever the bytes pretend", async () => {
    expect(sniffPhotoFormat(await solid().gif().toBuffer())).toBeNull();
    expect(sniffPhotoFormat(await solid().tiff().toBuffer())).toBeNull();
    expect(sniffPhotoFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoFormat(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffPhotoFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffPhotoFormat(Buffer.alloc(0))).toBeNull();
    // An MP4 video is ISO-BMFF too, with brands that are not an image's.
    expect(sniffPhotoFormat(Buffer.from("\0\0\0\x18ftypisom\0\0\x02\0isomiso2", "latin1"))).toBeNull();
  });
});

describe("createSemaphore", () => {
  it("runs at most its size at once and every task in the end, failures included", async () => {
    const run = createSemaphore(2);
    let running = 0;
    let most = 0;
    const task = (i: number) =>
      run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        if (i % 3 === 0) throw new Error(`task ${i}`);
        return i;
      });
    const settled = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => task(i)));
    expect(most).toBe(2);
    expect(settled.filter((s) => s.status === "fulfilled")).toHaveLength(8);
    expect(running).toBe(0);
  });
});
