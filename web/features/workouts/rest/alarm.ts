// What the rest timer does at 0: a vibration where the browser supports it and a short beep made
// with Web Audio (no sound file to ship). Browsers only let audio start after a user gesture, so
// the Start button unlocks the audio context first.

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === "undefined") return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

/** Call from the Start button's click, while the gesture still counts. */
export function unlockAudio() {
  try {
    const AC = audioContextClass();
    if (!AC) return;
    context ??= new AC();
    if (context.state === "suspended") void context.resume();
  } catch {
    // No audio here; the vibration and the display still tell the user.
  }
}

function beep(ctx: AudioContext, at: number) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = "sine";
  osc.frequency.value = 880;
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.35, at + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + 0.3);
}

/** Rest is over. */
export function restOverAlarm() {
  try {
    if (typeof navigator !== "undefined" && typeof navigator.vibrate === "function") navigator.vibrate([200, 100, 200]);
  } catch {
    // Some browsers throw when vibration is not allowed; the sound still plays.
  }
  try {
    unlockAudio();
    if (!context) return;
    const now = context.currentTime;
    beep(context, now);
    beep(context, now + 0.35);
  } catch {
    // Audio refused; nothing else to do.
  }
}
