// What every barcode reader here is: the browser's own BarcodeDetector or the wasm one, reading
// the four retail formats.

/** The codes on food packaging (EAN-13, EAN-8, UPC-A, UPC-E), as the Barcode Detection API names them. */
export const RETAIL_FORMATS = ["ean_13", "ean_8", "upc_a", "upc_e"] as const;

/** What the scanner needs of a BarcodeDetector. */
export type Detector = { detect(image: ImageBitmap | Blob | HTMLVideoElement): Promise<{ rawValue: string; format: string }[]> };
