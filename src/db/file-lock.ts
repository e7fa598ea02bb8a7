// An operating-system lock on the database file itself (flock, through bun:ffi), so that it names
// the file's identity rather than a path: a hard link, which no path comparison can see, is the
// same file and meets the same lock. flock locks belong to the open file and are independent of
// the POSIX locks SQLite takes on the same file (on Linux and macOS), so SQLite never sees them;
// the system drops them when the descriptor closes or the process ends, however it ends.
import { dlopen, FFIType, read } from "bun:ffi";
import { closeSync, constants, openSync } from "node:fs";

const LOCK_EX = 2;
const LOCK_NB = 4;
/** EWOULDBLOCK: held by another open file. */
const HELD = process.platform === "darwin" ? 35 : 11;

type Libc = { flock: (fd: number, op: number) => number; errno: () => number };

let libc: Libc | null | undefined;

/** The C library's flock, or null where it cannot be loaded (then only the path lock holds). */
function loadLibc(): Libc | null {
  if (libc !== undefined) return libc;
  const names = process.platform === "darwin" ? ["libc.dylib", "libSystem.B.dylib"] : ["libc.so.6", "libc.so"];
  libc = null;
  for (const name of names) {
    try {
      const errnoSymbol = process.platform === "darwin" ? "__error" : "__errno_location";
      const lib = dlopen(name, {
        flock: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 },
        [errnoSymbol]: { args: [], returns: FFIType.ptr },
      });
      const errnoAt = lib.symbols[errnoSymbol] as () => number | null;
      libc = {
        flock: (fd, op) => lib.symbols.flock(fd, op) as number,
        errno: () => {
          const at = errnoAt();
          return at ? read.i32(at as never, 0) : 0;
        },
      };
      break;
    } catch {
      // The next name.
    }
  }
  return libc;
}

export type FileLock = { release: () => void };

/**
 * Takes an exclusive flock on the file at `path` (made empty, owner-only, when `create` and it is
 * missing). Null when another open file holds it; a lock that releases nothing where the system
 * offers no flock or the file is missing.
 */
export function lockFile(path: string, create: boolean): FileLock | null {
  const lib = loadLibc();
  if (!lib) return { release: () => {} };
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (create ? constants.O_CREAT : 0), 0o600);
  } catch (error) {
    if ((error as { code?: string }).code === "ENOENT") return { release: () => {} };
    throw error;
  }
  if (lib.flock(fd, LOCK_EX | LOCK_NB) !== 0) {
    const errno = lib.errno();
    closeSync(fd);
    if (errno === HELD) return null;
    // A file system without locks (some network ones): the path lock is all there is.
    return { release: () => {} };
  }
  return {
    release: () => {
      try {
        closeSync(fd);
      } catch {
        // Closed already.
      }
    },
  };
}
