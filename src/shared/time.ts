// The time helper (spec, section 5): 'HH:MM' to 12-hour 'h:MM AM/PM' and back to 'HH:MM:00'.
// Input it cannot read (hours outside 0-23, minutes outside 0-59, other text) comes back unchanged.

const H24 = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const H12 = /^(\d{1,2}):(\d{2})\s*([AaPp])\.?[Mm]\.?$/;

/** "13:05" or "13:05:00" -> "1:05 PM"; "00:30" -> "12:30 AM". */
export function to12Hour(time: string): string {
  const m = H24.exec(time.trim());
  if (!m) return time;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 23 || minutes > 59) return time;
  const suffix = hours < 12 ? "AM" : "PM";
  const h = hours % 12 === 0 ? 12 : hours % 12;
  return `${h}:${String(minutes).padStart(2, "0")} ${suffix}`;
}

/** "1:05 PM" -> "13:05:00", "12:30 AM" -> "00:30:00"; "13:05" -> "13:05:00". */
export function to24Hour(time: string): string {
  const trimmed = time.trim();
  const twelve = H12.exec(trimmed);
  if (twelve) {
    const h = Number(twelve[1]);
    const minutes = Number(twelve[2]);
    if (h < 1 || h > 12 || minutes > 59) return time;
    const pm = twelve[3]!.toUpperCase() === "P";
    const hours = (h % 12) + (pm ? 12 : 0);
    return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}:00`;
  }
  const m = H24.exec(trimmed);
  if (!m) return time;
  const hours = Number(m[1]);
  const minutes = Number(m[2]);
  if (hours > 23 || minutes > 59) return time;
  return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}:00`;
}
