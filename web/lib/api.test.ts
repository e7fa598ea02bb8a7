// The fetch client's answers and errors, the read-failure text, and the SWR settings.
import { describe, expect, test } from "bun:test";
import { mockFetch } from "@web/test/fetch-mock";
import { api, ApiError, errorMessage, isNetworkError, NoConnectionError, serverMessage } from "./api";
import { isOffline } from "./connection";
import { loadErrorText, swrConfig } from "./data";

describe("api client", () => {
  test("a non-ok answer throws 'status: body'", async () => {
    mockFetch({ "POST /api/login": { status: 401, body: { message: "Invalid email or password" } } });
    const error = await api.post("/api/login", { email: "a@b.c", password: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid email or password"}');
    expect((error as ApiError).status).toBe(401);
    expect(serverMessage(error)).toBe("Invalid email or password");
  });

  test("an empty error body gives 'status: statusText'", async () => {
    globalThis.fetch = (async () => new Response("", { status: 503, statusText: "Service Unavailable" })) as unknown as typeof fetch;
    const error = (await api.get("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("503: Service Unavailable");
    expect(serverMessage(error)).toBeNull();
    expect(errorMessage(error, "Fallback")).toBe("Fallback");
  });

  test("a non-JSON error body is kept as text", async () => {
    globalThis.fetch = (async () => new Response("Bad gateway", { status: 502 })) as unknown as typeof fetch;
    const error = (await api.get("/api/x").catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("502: Bad gateway");
    expect(errorMessage(error, "Fallback")).toBe("Fallback");
  });

  test("sends credentials and JSON, parses JSON answers", async () => {
    let seen: RequestInit | undefined;
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      seen = init;
      return new Response(JSON.stringify({ ok: true }), { status: 200 });
    }) as unknown as typeof fetch;
    expect(await api.put("/api/profile", { macroTracking: true })).toEqual({ ok: true });
    expect(seen?.credentials).toBe("include");
    expect(seen?.method).toBe("PUT");
    expect(seen?.body).toBe('{"macroTracking":true}');
    expect((seen!.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  test("an empty ok answer is null", async () => {
    globalThis.fetch = (async () => new Response(null, { status: 200 })) as unknown as typeof fetch;
    expect(await api.delete("/api/x/1")).toBeNull();
  });

  test("a rejected fetch is a network error", async () => {
    globalThis.fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    const error = await api.get("/api/x").catch((e: unknown) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(isNetworkError(new ApiError(500, "", ""))).toBe(false);
  });

  test("a change that never reached the server says it needs a connection and was not saved", async () => {
    globalThis.fetch = (async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    const error = await api.post("/api/meals", { name: "Lunch" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoConnectionError);
    expect((error as Error).message).toBe("No connection. This change needs a connection and was not saved.");
    expect(isNetworkError(error)).toBe(true);
    expect(errorMessage(error, "Fallback")).toBe("Fallback");
    // A read keeps the browser's own error: screens show their load message for it.
    expect(await api.get("/api/x").catch((e: unknown) => e)).toBeInstanceOf(TypeError);
  });

  test("an answer the service worker gave from its cache marks the app offline until the server answers", async () => {
    globalThis.fetch = (async () => new Response("[]", { status: 200, headers: { "X-Kinfit-Offline": "1" } })) as unknown as typeof fetch;
    expect(await api.get("/api/meals?date=2026-03-02")).toEqual([]);
    expect(isOffline()).toBe(true);
    globalThis.fetch = (async () => new Response("[]", { status: 200 })) as unknown as typeof fetch;
    await api.get("/api/meals?date=2026-03-02");
    expect(isOffline()).toBe(false);
  });

  test("a failed read shows the server's answer, or the area's load message when there was none", () => {
    expect(loadErrorText(new ApiError(500, "Internal Server Error", ""), "Failed to fetch meals")).toBe("500: Internal Server Error");
    expect(loadErrorText(new TypeError("Failed to fetch"), "Failed to fetch meals")).toBe("Failed to fetch meals");
  });

  test("SWR never retries, refetches on focus or goes stale on its own", () => {
    expect(swrConfig).toMatchObject({
      shouldRetryOnError: false,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      refreshInterval: 0,
      revalidateIfStale: false,
    });
  });
});
