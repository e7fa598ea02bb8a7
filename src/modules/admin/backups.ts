// The admin's backups: what the automatic backups hold, and a fresh snapshot to download.
import { closeSync, mkdtempSync, openSync, readSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { snapshotInto } from "@db/backup";
import { listBackups } from "@db/backup-schedule";
import type { AppContext } from "@http/context";
import type { BackupsInfo } from "@shared/auth/contract";

export function backupsInfo(ctx: AppContext): BackupsInfo {
  const found = ctx.backups ? listBackups(ctx.backups.dir) : [];
  const newest = found[0];
  const lastError = ctx.backups?.status().lastError ?? null;
  return {
    last: newest ? { name: newest.name, takenAt: newest.takenAt.toISOString(), bytes: newest.bytes } : null,
    count: found.length,
    keep: ctx.backups?.keep ?? 0,
    lastError: lastError ? { at: lastError.at.toISOString(), message: lastError.message } : null,
  };
}

/** `kinfit-backup-2026-11-23.db`, by the UTC date. */
export function downloadName(now: Date): string {
  return `kinfit-backup-${now.toISOString().slice(0, 10)}.db`;
}

const CHUNK = 256 * 1024;

/**
 * A consistent snapshot of the live database (VACUUM INTO through the server's own connection,
 * integrity-checked), streamed from a file that is already unlinked: nothing is left on disk,
 * however the download ends.
 */
export function snapshotStream(ctx: AppContext): { stream: ReadableStream<Uint8Array>; bytes: number } {
  const dir = mkdtempSync(join(tmpdir(), "kinfit-download-"));
  let fd: number;
  let bytes: number;
  try {
    const file = join(dir, "snapshot.db");
    ({ bytes } = snapshotInto(ctx.db.$client, file));
    fd = openSync(file, "r");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  let closed = false;
  const close = () => {
    if (!closed) closeSync(fd);
    closed = true;
  };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const buffer = new Uint8Array(CHUNK);
      const n = readSync(fd, buffer, 0, CHUNK, null);
      if (n === 0) {
        close();
        controller.close();
      } else controller.enqueue(buffer.subarray(0, n));
    },
    cancel: close,
  });
  return { stream, bytes };
}
