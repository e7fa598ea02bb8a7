// Profile's weekly sets per muscle: the member's bands shown, a changed one sent (10-20 sent as
// none), a band that cannot be saved refused before sending.
import { describe, expect, test } from "bun:test";
import { SWRConfig } from "swr";
import { swrConfig } from "@web/lib/data";
import { mockFetch, signedIn, testUser } from "@web/test/fetch-mock";
import { click, getByRole, getByText, render, submit, type, waitFor } from "@web/test/render";
import { AuthProvider } from "@web/features/auth";
import { MuscleTargetsSection } from "./MuscleTargetsSection";

const field = (name: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${name}"]`)!;
const user = { ...testUser, muscleTargets: { chest: [12, 18] as [number, number] } };
const mount = () =>
  render(
    <SWRConfig value={{ ...swrConfig, provider: () => new Map() }}>
      <AuthProvider>
        <MuscleTargetsSection user={user} />
      </AuthProvider>
    </SWRConfig>,
  );

describe("MuscleTargetsSection", () => {
  test("shows the bands; Save sends each muscle, 10-20 as none", async () => {
    const mock = mockFetch({
      "GET /api/auth/user": { body: signedIn(user) },
      "PUT /api/profile": (call) => ({
        body: { ...user, muscleTargets: { chest: [12, 18], ...(call.body as { muscleTargets: object }).muscleTargets } },
      }),
    });
    mount();
    expect(field("chest low").value).toBe("12");
    expect(field("lats high").value).toBe("20");
    type(field("lats low"), "14");
    type(field("lats high"), "22");
    click(getByRole("button", { name: "Save Targets" }));
    await waitFor(() => expect(mock.callsTo("PUT", "/api/profile")).toHaveLength(1));
    const sent = (mock.callsTo("PUT", "/api/profile")[0]!.body as { muscleTargets: Record<string, unknown> }).muscleTargets;
    expect(sent.chest).toEqual([12, 18]);
    expect(sent.lats).toEqual([14, 22]);
    expect(sent.biceps).toBeNull();
    expect(Object.keys(sent)).toHaveLength(17);
  });

  test("a low above its high is refused under the form, nothing sent", async () => {
    const mock = mockFetch({ "GET /api/auth/user": { body: signedIn(user) } });
    mount();
    type(field("calves low"), "30");
    submit(getByRole("button", { name: "Save Targets" }).closest("form")!);
    await waitFor(() => getByText(/calves: a low and a high whole number of sets/));
    expect(mock.callsTo("PUT", "/api/profile")).toHaveLength(0);
  });
});
