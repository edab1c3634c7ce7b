import qrcode from "qrcode-generator";
import { useMemo } from "react";

interface QrCodeProps {
  value: string;
  label: string;
}

/** Drawn locally as one SVG path (no image service, no network): a dark square per module, 4-module quiet zone. */
export default function QrCode({ value, label }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    // Type 0 picks the smallest version that fits; level M survives a scuffed screen or a glare.
    const qr = qrcode(0, "M");
    qr.addData(value, "Byte");
    qr.make();
    const count = qr.getModuleCount();
    const quiet = 4;
    let d = "";
    for (let row = 0; row < count; row++) {
      for (let col = 0; col < count; col++) {
        if (qr.isDark(row, col)) d += `M${col + quiet} ${row + quiet}h1v1h-1z`;
      }
    }
    return { size: count + quiet * 2, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-qr-value={value}
      viewBox={`0 0 ${size} ${size}`}
      className="size-44 rounded-xl bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#0f172a" />
    </svg>
  );
}
