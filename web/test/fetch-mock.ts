// Per-test fetch stand-in: routes by "METHOD /path" to handlers and records every call.
import type { AuthAnswer, UserDto } from "@shared/auth/contract";

/** url: the path alone; query: its query string's values. */
export type Call = { method: string; url: string; body: unknown; query: URLSearchParams };
/** delayMs: answer that much later, as a slow server would (the body is taken at the call). */
type Reply = { status?: number; body?: unknown; text?: string; delayMs?: number } | Error;
type Handler = Reply | ((call: Call) => Reply | Promise<Reply>);

export function mockFetch(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, "http://localhost:3000");
    const path = parsed.pathname;
    const method = (init.method ?? "GET").toUpperCase();
    const body = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    const call = { method, url: path, body, query: parsed.searchParams };
    calls.push(call);
    const handler = routes[`${method} ${path}`];
    if (!handler) return new Response(JSON.stringify({ message: "Not found" }), { status: 404 });
    const reply = typeof handler === "function" ? await handler(call) : handler;
    if (reply instanceof Error) throw reply;
    const text = reply.text ?? (reply.body === undefined ? "" : JSON.stringify(reply.body));
    if (reply.delayMs) await Bun.sleep(reply.delayMs);
    return new Response(text, { status: reply.status ?? 200, headers: { "Content-Type": "application/json" } });
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.url === path),
  };
}

export const testUser: UserDto = {
  id: 1,
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  username: "ada",
  macroTracking: false,
  subscriptionStatus: "free",
  createdAt: "2025-01-01T00:00:00.000Z",
  weightUnit: "lb",
  lengthUnit: "in",
  plates: [45, 35, 25, 10, 5, 2.5],
  goals: { calories: null, protein: null, carbs: null, fat: null, fiber: null, sugar: null, sodium: null, proteinPerBodyWeight: null },
  muscleTargets: {},
};

export const signedIn = (user: UserDto = testUser): AuthAnswer => ({
  isAuthenticated: true,
  user,
  authEnabled: true,
  loginUrl: "/api/login",
});

export const signedOut: AuthAnswer = { isAuthenticated: false, user: null, authEnabled: true, loginUrl: "/api/login" };
