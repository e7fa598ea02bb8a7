// The optimistic change with rollback that every feature's change hooks use.
import { describe, expect, test } from "bun:test";
import { act } from "react";
import useSWR, { SWRConfig, useSWRConfig, type ScopedMutator } from "swr";
import { mockFetch } from "@web/test/fetch-mock";
import { getByText, render, waitFor } from "@web/test/render";
import { api } from "./api";
import { changeWithRollback, swrConfig } from "./data";

const KEY = "/api/items";

function mount() {
  let mutate!: ScopedMutator;
  function Probe() {
    const { data } = useSWR<string[]>(KEY);
    mutate = useSWRConfig().mutate;
    return <p>{data ? `items: ${data.join(",") || "none"}` : "loading"}</p>;
  }
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <Probe />
    </SWRConfig>,
  );
  return () => mutate;
}

const addB = (items: string[]) => [...items, "b"];

describe("changeWithRollback", () => {
  test("shows the change at once and keeps it once the server agrees", async () => {
    let stored = ["a"];
    // The server answers when the test says so: the change shows before it does.
    let answer = () => {};
    const http = mockFetch({
      [`GET ${KEY}`]: () => ({ body: stored }),
      [`POST ${KEY}`]: () => {
        stored = ["a", "b"];
        return new Promise((resolve) => (answer = () => resolve({ body: { ok: true } })));
      },
    });
    const mutate = mount();
    await waitFor(() => getByText("items: a"));
    let done!: Promise<void>;
    act(() => {
      done = changeWithRollback(mutate(), { key: KEY, apply: addB, send: () => api.post(KEY, { name: "b" }) });
    });
    await waitFor(() => getByText("items: a,b"));
    answer();
    await act(() => done);
    expect(getByText("items: a,b")).toBeTruthy();
    // Without a settle rule the entry is read again after the change.
    expect(http.callsTo("GET", KEY).length).toBe(2);
  });

  test("puts the entry back and rethrows when the request fails", async () => {
    let answer = () => {};
    mockFetch({
      [`GET ${KEY}`]: { body: ["a"] },
      [`POST ${KEY}`]: () => new Promise((resolve) => (answer = () => resolve({ status: 500, body: { message: "Database is busy" } }))),
    });
    const mutate = mount();
    await waitFor(() => getByText("items: a"));
    let done!: Promise<void>;
    act(() => {
      done = changeWithRollback(mutate(), { key: KEY, apply: addB, send: () => api.post(KEY, { name: "b" }) });
    });
    await waitFor(() => getByText("items: a,b"));
    answer();
    const error = await act(() =>
      done.then(
        () => null,
        (e: unknown) => e,
      ),
    );
    expect(String(error)).toContain("500");
    await waitFor(() => getByText("items: a"));
  });

  test("with a settle rule, the server's answer is merged and nothing is read again", async () => {
    const http = mockFetch({
      [`GET ${KEY}`]: { body: ["a"] },
      [`POST ${KEY}`]: { body: { name: "B" } },
    });
    const mutate = mount();
    await waitFor(() => getByText("items: a"));
    await act(() =>
      changeWithRollback<string[]>(mutate(), {
        key: KEY,
        apply: addB,
        send: () => api.post(KEY, { name: "b" }),
        settle: (answer, before) => [...before, (answer as { name: string }).name],
      }),
    );
    await waitFor(() => getByText("items: a,B"));
    expect(http.callsTo("GET", KEY).length).toBe(1);
  });
});
