import { describe, expect, test } from "bun:test";
import { SWRConfig } from "swr";
import { swrConfig } from "@web/lib/data";
import { mockFetch } from "@web/test/fetch-mock";
import { flush, render, waitFor } from "@web/test/render";
import { HouseholdName } from "./HouseholdName";

describe("household name", () => {
  test("shows the household's name once read", async () => {
    mockFetch({ "GET /api/household": { body: { name: "The Smiths", members: [] } } });
    render(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <HouseholdName />
      </SWRConfig>,
    );
    await waitFor(() => expect(document.querySelector(".household-name")?.textContent).toBe("The Smiths"));
  });

  test("nothing when it cannot be read", async () => {
    const mock = mockFetch({});
    render(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <HouseholdName />
      </SWRConfig>,
    );
    // The refusal has come back and everything it set off has run.
    await waitFor(() => expect(mock.calls).toHaveLength(1));
    await flush();
    expect(document.querySelector(".household-name")).toBeNull();
  });
});
