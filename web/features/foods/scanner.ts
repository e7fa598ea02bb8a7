// Reading a barcode from the camera or a photo (docs/behaviour/foods.md, "Foods"): the browser's own
// BarcodeDetector where it reads the retail codes, else the zxing-wasm polyfill, loaded only now.
// The camera is the rear one; where the page gets no camera stream (plain HTTP, permission refused,
// no camera), the member takes a photo instead.
import { RETAIL_FORMATS, type Detector } from "./detector";

export type { Detector };

type NativeDetector = {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats?: () => Promise<string[]>;
};

/** The browser's own detector, when it reads every retail format. */
async function nativeDetector(): Promise<Detector | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (!Native) return null;
  try {
    const supported = (await Native.getSupportedFormats?.()) ?? [];
    if (!RETAIL_FORMATS.every((f) => supported.includes(f))) return null;
    return new Native({ formats: [...RETAIL_FORMATS] });
  } catch {
    return null;
  }
}

/**
 * The detector: the native one, else the polyfill, whose code and wasm are fetched at the first
 * Scan (then kept by the browser like the app's other files).
 */
export async function loadDetector(): Promise<Detector> {
  return (await nativeDetector()) ?? (await import("./zxing-detector")).zxingDetector();
}

/** The first retail code the detector reads in the image, or null. */
export async function readCode(detector: Detector, image: ImageBitmap | Blob | HTMLVideoElement): Promise<string | null> {
  const found = await detector.detect(image);
  const code = found.find((b) => (RETAIL_FORMATS as readonly string[]).includes(b.format) && /^\d{8,14}$/.test(b.rawValue));
  return code?.rawValue ?? null;
}

/**
 * A photo as a detector reads it: decoded into an ImageBitmap, which every detector takes (not
 * every browser's own detector takes a file); the file itself where the browser cannot decode it.
 */
export async function photoImage(photo: Blob): Promise<ImageBitmap | Blob> {
  if (typeof createImageBitmap !== "function") return photo;
  try {
    return await createImageBitmap(photo);
  } catch {
    return photo;
  }
}

/** The rear camera's stream, or null when the page cannot have one (no API, plain HTTP, refused, none). */
export async function rearCamera(): Promise<MediaStream | null> {
  const media = typeof navigator !== "undefined" ? navigator.mediaDevices : undefined;
  if (!media?.getUserMedia) return null;
  try {
    return await media.getUserMedia({ video: { facingMode: { ideal: "environment" } }, audio: false });
  } catch {
    return null;
  }
}

export const stopCamera = (stream: MediaStream | null) => stream?.getTracks().forEach((t) => t.stop());
