// Times of day (docs/behaviour/meals.md, "Meals"), one parser for the whole app: meals store 'HH:MM:00'
// and show 12-hour 'h:MM AM/PM'; the API accepts either form, and the forms' time pickers give
// 24-hour 'HH:MM' (toTimeInput and fromTimeInput convert).

const H24 = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const H12 = /^(\d{1,2}):(\d{2})\s*([AaPp])\.?\s*[Mm]\.?$/;

const pad2 = (n: number) => String(n).padStart(2, "0");

/** 'HH:MM' (or 'HH:MM:SS') as 12-hour 'h:MM AM/PM'; invalid input is returned unchanged. */
export function to12Hour(time: string): string {
  const m = H24.exec(time.trim());
  if (!m) return time;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 23 || minutes > 59 || (m[3] !== undefined && Number(m[3]) > 59)) return time;
  const suffix = hours < 12 ? "AM" : "PM";
  const h = hours % 12 === 0 ? 12 : hours % 12;
  return `${h}:${pad2(minutes)} ${suffix}`;
}

/** 12-hour 'h:MM AM/PM' as 'HH:MM:00'; invalid input is returned unchanged. */
export function from12Hour(time: string): string {
  const m = H12.exec(time.trim());
  if (!m) return time;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours < 1 || hours > 12 || minutes > 59) return time;
  const pm = m[3]!.toUpperCase() === "P";
  const h24 = (hours % 12) + (pm ? 12 : 0);
  return `${pad2(h24)}:${pad2(minutes)}:00`;
}

/** Either form ('1:30 PM', '13:30', '13:30:00') as the stored 'HH:MM:00', or null when invalid. */
export function normalizeTime(time: string): string | null {
  const trimmed = time.trim();
  if (H12.test(trimmed)) {
    const converted = from12Hour(trimmed);
    return converted === trimmed ? null : converted;
  }
  const m = H24.exec(trimmed);
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 23 || minutes > 59 || (m[3] !== undefined && Number(m[3]) > 59)) return null;
  return `${pad2(hours)}:${pad2(minutes)}:00`;
}

/** The time helper: either form as 'HH:MM:00'; invalid input is returned unchanged. */
export function to24Hour(time: string): string {
  return normalizeTime(time) ?? time;
}

/** A stored or typed time shown 12-hour; anything unreadable is shown as it is. */
export function displayTime(time: string): string {
  const normalized = normalizeTime(time);
  return normalized ? to12Hour(normalized.slice(0, 5)) : time;
}

/** Under a meal form's time picker while it holds no whole time. */
export const CHOOSE_TIME = "Choose a time";

/**
 * A stored or typed time as the value of an `<input type="time">` ('HH:MM', 24-hour whatever the
 * phone shows), or '' when unreadable, which leaves the picker empty.
 */
export function toTimeInput(time: string): string {
  return normalizeTime(time)?.slice(0, 5) ?? "";
}

/**
 * A time input's value as the stored 'HH:MM:00', or null while it holds no whole time (the input
 * gives '' then). A browser without a time picker shows a text box: a typed '7:30 AM' is read too.
 */
export function fromTimeInput(value: string): string | null {
  return normalizeTime(value);
}
