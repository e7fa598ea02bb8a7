import { describe, expect, test } from "bun:test";
import { SWRConfig } from "swr";
import { swrConfig } from "@web/lib/data";
import { mockFetch } from "@web/test/fetch-mock";
import { render, waitFor } from "@web/test/render";
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
    mockFetch({});
    render(
      <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
        <HouseholdName />
      </SWRConfig>,
    );
    await Bun.sleep(20);
    expect(document.querySelector(".household-name")).toBeNull();
  });
});
