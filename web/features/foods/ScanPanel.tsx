// The Scan panel of the food finder: the rear camera, read a few times a second until a product
// code shows; without a camera stream (plain HTTP, permission refused, no camera) a photo of the
// barcode, read once. The code found goes to the barcode lookup like typed digits
// (docs/behaviour/foods.md, "Foods").
import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { gtin13 } from "@shared/foods/barcode";
import { loadDetector, photoImage, readCode, rearCamera, stopCamera, type Detector } from "./scanner";

export const NO_CAMERA = "The camera cannot be opened here. Take a photo of the barcode instead.";
export const NOT_IN_PHOTO = "No barcode found in the photo. Take it again, close up and sharp.";
export const NO_READER = "The barcode reader could not be loaded. Try again, or type the digits.";
/** Between two reads of the camera: fast enough to feel instant, light enough for an old phone. */
const READ_EVERY_MS = 200;

type Phase = "starting" | "camera" | "photo";

export function ScanPanel({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const [phase, setPhase] = useState<Phase>("starting");
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const detector = useRef<Promise<Detector> | null>(null);
  const found = useRef(onCode);
  found.current = onCode;

  const reader = () => {
    // The reader is fetched while the camera is asked for, and again after a failed load.
    detector.current ??= loadDetector().catch((error: unknown) => {
      detector.current = null;
      throw error;
    });
    return detector.current;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: reader() reads only refs; the camera starts once per panel.
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void reader().catch(() => undefined);
    void (async () => {
      stream = await rearCamera();
      if (stopped) return stopCamera(stream);
      if (!stream || !video.current) return setPhase("photo");
      setPhase("camera");
      video.current.srcObject = stream;
      try {
        await video.current.play();
      } catch {
        // autoPlay starts it as well; a refused play() only means a later first frame.
      }
      let read: Detector;
      try {
        read = await reader();
      } catch {
        if (!stopped) setProblem(NO_READER);
        return;
      }
      const tick = async () => {
        if (stopped || !video.current) return;
        const code = await readCode(read, video.current).catch(() => null);
        if (stopped) return;
        // A misread (a wrong check digit) is not a code: the camera keeps reading.
        if (code && gtin13(code)) {
          stopped = true;
          stopCamera(stream);
          stream = null;
          return found.current(code);
        }
        timer = setTimeout(() => void tick(), READ_EVERY_MS);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stopCamera(stream);
    };
  }, []);

  const onPhoto = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const photo = input.files?.[0];
    if (!photo) return;
    setProblem(null);
    setReading(true);
    try {
      const code = await readCode(await reader(), await photoImage(photo));
      if (code) onCode(code);
      else setProblem(NOT_IN_PHOTO);
    } catch {
      setProblem(detector.current ? NOT_IN_PHOTO : NO_READER);
    } finally {
      setReading(false);
      // The same photo chosen again is a change too.
      input.value = "";
    }
  };

  return (
    <div className="scan-panel stack" role="region" aria-label="Scan a barcode">
      {phase !== "photo" ? (
        <video ref={video} className="scan-video" aria-label="Camera" muted playsInline autoPlay hidden={phase !== "camera"} />
      ) : null}
      {phase === "starting" ? <p className="picker-meta">Opening the camera...</p> : null}
      {phase === "camera" ? <p className="picker-meta">Point the camera at the barcode.</p> : null}
      {phase === "photo" ? (
        <>
          <p className="picker-meta">{NO_CAMERA}</p>
          <label className="btn btn-secondary scan-photo">
            {reading ? "Reading the barcode..." : "Take a photo"}
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="visually-hidden"
              disabled={reading}
              onChange={(e) => void onPhoto(e)}
            />
          </label>
        </>
      ) : null}
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" className="btn btn-secondary btn-sm" onClick={onClose}>
        Close scanner
      </button>
    </div>
  );
}
