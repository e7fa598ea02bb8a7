// The admin's backups (docs/behaviour/admin.md, "Admin"): when the newest automatic backup was taken and
// how big it is, a failed one if the last attempt failed, and 'Download backup': a fresh snapshot
// of the whole database as a dated file.
import { BACKUP_DOWNLOAD_URL } from "./api";
import { useBackupsInfo } from "./hooks";

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
}

export function BackupsSection() {
  const { data } = useBackupsInfo();
  return (
    <section className="card stack" aria-labelledby="backups-title">
      <h2 id="backups-title" className="card-title">
        Backups
      </h2>
      {data ? (
        <p className="backup-last">
          {data.last
            ? `Last automatic backup: ${formatTime(data.last.takenAt)}, ${formatBytes(data.last.bytes)}`
            : "No automatic backup yet."}
        </p>
      ) : null}
      {data?.lastError ? (
        <p className="backup-failed" role="alert">
          {`The automatic backup at ${formatTime(data.lastError.at)} failed: ` +
            `${data.lastError.message}. Kinfit tries again in 15 minutes; older backups are kept.`}
        </p>
      ) : null}
      {data?.server?.diskFullSince ? (
        <p className="backup-failed" role="alert">
          {`The server's disk is full since ${formatTime(data.server.diskFullSince)}: ` +
            `changes are not saved. Free some space on the server.`}
        </p>
      ) : null}
      {data?.server?.foodTable ? (
        <p className="backup-failed" role="alert">
          {`Food search is unavailable: the food table could not be opened (${data.server.foodTable}).`}
        </p>
      ) : null}
      <p className="muted small">
        Kinfit keeps a backup a day, and one each time it stops, beside the database. Download one to keep it somewhere else.
      </p>
      <a className="btn btn-secondary" href={BACKUP_DOWNLOAD_URL} download>
        Download backup
      </a>
      {data?.server?.version ? <p className="muted small">{`Kinfit ${data.server.version}`}</p> : null}
    </section>
  );
}
