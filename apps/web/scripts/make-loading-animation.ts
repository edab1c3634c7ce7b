/**
 * Writes the loading animation of docs/product.md §2 (a fruit bouncing onto a plate) as public/loading.json (Lottie) and
 * public/loading.lottie (a dotLottie: a zip of manifest.json + animations/loading.json).
 * Run: node --import tsx apps/web/scripts/make-loading-animation.ts
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const OUT = path.resolve(import.meta.dirname, "../public");
const FRAMES = 48;

type Vec = number[];
const rgba = (hex: string): Vec => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255, 1].map((v) => Math.round(v * 1000) / 1000);
};
const still = (k: unknown) => ({ a: 0, k });
const EASE = { o: { x: [0.33], y: [0] }, i: { x: [0.67], y: [1] } };
const keys = (frames: [number, Vec][]) => ({
  a: 1,
  k: frames.map(([t, s], index) => (index < frames.length - 1 ? { t, s, ...EASE } : { t, s })),
});

function ellipse(name: string, size: Vec, position: Vec, color: string) {
  return {
    ty: "gr",
    nm: name,
    it: [
      { ty: "el", nm: `${name} shape`, d: 1, s: still(size), p: still(position) },
      { ty: "fl", nm: `${name} fill`, c: still(rgba(color)), o: still(100), r: 1 },
      {
        ty: "tr",
        p: still([0, 0]),
        a: still([0, 0]),
        s: still([100, 100]),
        r: still(0),
        o: still(100),
        sk: still(0),
        sa: still(0),
      },
    ],
  };
}

function layer(index: number, name: string, shapes: unknown[], transform: Record<string, unknown>) {
  return {
    ddd: 0,
    ind: index,
    ty: 4,
    nm: name,
    sr: 1,
    ks: {
      o: still(100),
      r: still(0),
      p: still([32, 32, 0]),
      a: still([0, 0, 0]),
      s: still([100, 100, 100]),
      ...transform,
    },
    ao: 0,
    shapes,
    ip: 0,
    op: FRAMES,
    st: 0,
    bm: 0,
  };
}

// Layers are listed top first. The apple falls onto the plate (squashing a little as it lands) and rises again;
// its shadow on the plate grows as it comes down.
const animation = {
  v: "5.7.0",
  nm: "Tarelka loading",
  fr: 30,
  ip: 0,
  op: FRAMES,
  w: 64,
  h: 64,
  ddd: 0,
  assets: [],
  layers: [
    layer(1, "apple", [ellipse("leaf", [6, 3.5], [3, -9], "#16a34a"), ellipse("apple", [16, 15], [0, 0], "#ef4444")], {
      p: keys([
        [0, [32, 16, 0]],
        [20, [32, 38, 0]],
        [24, [32, 39, 0]],
        [FRAMES, [32, 16, 0]],
      ]),
      s: keys([
        [0, [100, 100, 100]],
        [20, [100, 100, 100]],
        [24, [112, 86, 100]],
        [30, [100, 100, 100]],
        [FRAMES, [100, 100, 100]],
      ]),
    }),
    layer(2, "shadow", [ellipse("shadow", [14, 3], [0, 0], "#94a3b8")], {
      p: still([32, 46, 0]),
      s: keys([
        [0, [50, 50, 100]],
        [22, [110, 100, 100]],
        [FRAMES, [50, 50, 100]],
      ]),
    }),
    layer(3, "plate", [ellipse("well", [36, 8], [0, -1], "#f1f5f9"), ellipse("rim", [54, 16], [0, 0], "#cbd5e1")], {
      p: still([32, 47, 0]),
    }),
  ],
};

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 255] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A minimal zip (deflate, no extras): enough for a .lottie, and no dependency for a build step. */
function zip(files: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, "utf8");
    const packed = zlib.deflateRawSync(file.data, { level: 9 });
    const crc = crc32(file.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0, 10); // time and date: zero keeps the output byte-for-byte reproducible
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, packed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(file.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const centralSize = centrals.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const json = Buffer.from(JSON.stringify(animation));
const manifest = Buffer.from(
  JSON.stringify({
    version: "1",
    generator: "tarelka make-loading-animation",
    author: "Tarelka",
    revision: 1,
    activeAnimationId: "loading",
    animations: [{ id: "loading", speed: 1, loop: true, direction: 1, playMode: "normal" }],
  }),
);
fs.writeFileSync(path.join(OUT, "loading.json"), json);
fs.writeFileSync(
  path.join(OUT, "loading.lottie"),
  zip([
    { name: "manifest.json", data: manifest },
    { name: "animations/loading.json", data: json },
  ]),
);
console.log(`loading.json ${json.length} B, loading.lottie written to ${OUT}`);
