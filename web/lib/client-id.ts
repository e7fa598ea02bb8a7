// Ids the phone makes for what it creates, so that a create sent twice (a retry, a queue sent again)
// is stored once (docs/behaviour/offline.md, "Offline"). A UUIDv7: the time first, so ids sort by when they
// were made, then random bits. Made from crypto.getRandomValues, which every browser has, even on
// plain HTTP where crypto.randomUUID is missing.

type RandomSource = { getRandomValues<T extends ArrayBufferView | null>(array: T): T };

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

export function newClientId(now = Date.now(), random: RandomSource = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(16));
  // 48 bits of milliseconds, big-endian.
  let time = now;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70; // version 7
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const h = hex(bytes);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
