// The admin screen's backup panel: the newest automatic backup's time and size, a failed one,
// and 'Download backup' pointing at the fresh snapshot.
import { beforeEach, describe, expect, test } from "bun:test";
import type { AdminUserDto, BackupsInfo } from "@shared/auth/contract";
import { App } from "@web/app";
import { useToastStore } from "@web/stores/toast";
import { mockFetch } from "@web/test/fetch-mock";
import { getByRole, getByText, queryByRole, render, waitFor } from "@web/test/render";
import { formatBytes } from "./BackupsSection";

const users: AdminUserDto[] = [
  {
    id: 1,
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    username: "ada",
    subscriptionStatus: "free",
    createdAt: "2025-01-02T10:00:00.000Z",
  },
];

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  window.history.replaceState(null, "", "/admin");
});

const info = (extra: Partial<BackupsInfo> = {}): BackupsInfo => ({ last: null, count: 0, keep: 7, lastError: null, ...extra });

describe("backup panel", () => {
  test("shows the newest automatic backup's time and size, and 'Download backup' links to the snapshot", async () => {
    const takenAt = "2026-11-23T03:15:00.000Z";
    const mock = mockFetch({
      "GET /api/admin/session": { body: { signedIn: true, username: "admin" } },
      "GET /api/admin/users": { body: users },
      "GET /api/admin/backups": {
        body: info({ last: { name: "kinfit-2026-11-23T031500Z.db", takenAt, bytes: 3 * 1024 * 1024 + 200 * 1024 }, count: 4 }),
      },
    });
    render(<App />);
    await waitFor(() => getByRole("heading", { name: "Backups" }));
    const when = new Date(takenAt).toLocaleString([], { dateStyle: "medium", timeStyle: "short" });
    await waitFor(() => getByText(`Last automatic backup: ${when}, 3.2 MB`));
    const link = getByRole("link", { name: "Download backup" }) as HTMLAnchorElement;
    expect(link.getAttribute("href")).toBe("/api/admin/backup");
    expect(link.hasAttribute("download")).toBe(true);
    expect(queryByRole("alert")).toBeNull();
    // The link downloads: the screen itself never fetches the snapshot.
    expect(mock.callsTo("GET", "/api/admin/backup")).toHaveLength(0);
  });

  test("before the first backup, and after a failed one", async () => {
    mockFetch({
      "GET /api/admin/session": { body: { signedIn: true, username: "admin" } },
      "GET /api/admin/users": { body: users },
      "GET /api/admin/backups": { body: info({ lastError: { at: "2026-11-24T03:15:00.000Z", message: "No space left on device" } }) },
    });
    render(<App />);
    await waitFor(() => getByText("No automatic backup yet."));
    expect(getByRole("alert").textContent).toContain("failed: No space left on device. Kinfit tries again in 15 minutes");
    expect(getByRole("link", { name: "Download backup" })).toBeTruthy();
  });

  test("sizes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(48 * 1024)).toBe("48 KB");
    expect(formatBytes(1.25 * 1024 * 1024)).toBe("1.3 MB");
  });
});
