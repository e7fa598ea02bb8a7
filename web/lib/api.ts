// The one way the web app talks to the server: same-origin JSON calls with the session cookie,
// and non-ok answers turned into errors whose message is "status: body"
// (docs/behaviour/conventions.md, "Errors and messages").
import { noteServerReached } from "./connection";
import { OFFLINE_HEADER } from "./offline";

/** A non-ok HTTP answer. `message` is "status: body text" (or "status: status text"). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

export const NO_CONNECTION_MESSAGE = "No connection. This change needs a connection and was not saved.";

/**
 * A change that never reached the server (offline, server down): nothing was saved
 * (docs/behaviour/offline.md, "Offline"). Its message is shown in the failure toasts that carry a message.
 */
export class NoConnectionError extends Error {
  constructor(cause: unknown) {
    super(NO_CONNECTION_MESSAGE, { cause });
    this.name = "NoConnectionError";
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

// Requests on their way, and who waits for none to be (`whenSettled`).
let inFlight = 0;
let settledWaiters: (() => void)[] = [];
const settle = () => {
  if (--inFlight > 0) return;
  const waiting = settledWaiters;
  settledWaiters = [];
  for (const wake of waiting) wake();
};

/** Resolves once no request of the app is on its way (at once when none is): a screen's reads have settled. */
export function whenSettled(): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => settledWaiters.push(resolve));
}

export async function apiRequest<T = unknown>(method: Method, url: string, body?: unknown): Promise<T> {
  inFlight++;
  try {
    return await request<T>(method, url, body);
  } finally {
    settle();
  }
}

async function request<T>(method: Method, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers,
      credentials: "include",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    noteServerReached(false);
    throw method === "GET" ? error : new NoConnectionError(error);
  }
  // A read the service worker answered from its cache because the server could not be reached.
  noteServerReached(res.headers.get(OFFLINE_HEADER) !== "1");
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  if (!text) return null as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

export const api = {
  get: <T = unknown>(url: string) => apiRequest<T>("GET", url),
  post: <T = unknown>(url: string, body?: unknown) => apiRequest<T>("POST", url, body),
  put: <T = unknown>(url: string, body?: unknown) => apiRequest<T>("PUT", url, body),
  patch: <T = unknown>(url: string, body?: unknown) => apiRequest<T>("PATCH", url, body),
  delete: <T = unknown>(url: string) => apiRequest<T>("DELETE", url),
};

/** The server's `{message}` from a failed call, or null when there is none (network failure, HTML, ...). */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError) {
    try {
      const parsed: unknown = JSON.parse(error.body);
      if (parsed && typeof parsed === "object" && "message" in parsed) {
        const message = (parsed as { message: unknown }).message;
        if (typeof message === "string" && message.trim()) return message;
      }
    } catch {
      // Not JSON: a proxy's error page, say. Fall through.
    }
    return null;
  }
  return null;
}

/** Text fit for a toast: the server's message, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** The call never got an HTTP answer: offline, server down, connection refused (fetch rejects). */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError);
}
