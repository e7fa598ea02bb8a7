// The barcode decoder for browsers without their own BarcodeDetector: the `barcode-detector`
// polyfill over zxing-wasm. Only the Scan button imports this file (dynamically), so neither it nor
// the decoder's wasm is part of any screen's code. The wasm is one of the app's own built files:
// zxing-wasm's default is a CDN, which the CSP refuses and a household server may not reach.
import { BarcodeDetector, prepareZXingModule, purgeZXingModule } from "barcode-detector/ponyfill";
import wasmFile from "zxing-wasm/reader/zxing_reader.wasm" with { type: "file" };
import { RETAIL_FORMATS, type Detector } from "./detector";

/** The wasm's URL: the bundler names it beside this file's own built chunk. */
export const wasmUrl = () => new URL(wasmFile, import.meta.url).href;

// One object, so that the polyfill sees the same overrides at each Scan and keeps its module.
const overrides = { locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? wasmUrl() : prefix + path) };

/** A detector of the retail codes, its wasm loaded (and compiled) before it is handed out. */
export async function zxingDetector(): Promise<Detector> {
  try {
    await prepareZXingModule({ overrides, fireImmediately: true });
  } catch (error) {
    // The polyfill keeps a failed load too: forgotten, the next Scan fetches the wasm again.
    purgeZXingModule();
    throw error;
  }
  return new BarcodeDetector({ formats: [...RETAIL_FORMATS] });
}
