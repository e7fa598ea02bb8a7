// The weekday strip: Monday first, today marked and selected, and the date a weekday stands for.
import { describe, expect, test } from "bun:test";
import { useState } from "react";
import { toIsoDate, weekdayName } from "@shared/dates";
import { click, getByRole, queryAllByRole, render } from "@web/test/render";
import { WeekdayStrip } from "./WeekdayStrip";

// 2025-06-11 is a Wednesday.
const today = new Date(2025, 5, 11, 9, 30);

const dayButtons = () => queryAllByRole("button", {}, getByRole("group", { name: "Day of the week" }));

describe("WeekdayStrip", () => {
  test("lists MON to SUN, Monday first", () => {
    render(<WeekdayStrip today={today} />);
    expect(dayButtons().map((b) => b.textContent?.replace(/\d+/g, ""))).toEqual(["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"]);
    expect(getByRole("button", { name: "Monday 9 June" }).dataset.date).toBe("9");
    expect(getByRole("button", { name: "Sunday 15 June" }).dataset.date).toBe("15");
  });

  test("marks today with a dot and selects it by default", () => {
    render(<WeekdayStrip today={today} />);
    const wed = getByRole("button", { name: "Wednesday 11 June" });
    expect(wed.getAttribute("aria-current")).toBe("date");
    expect(wed.querySelector(".today-dot")).not.toBeNull();
    expect(document.querySelectorAll(".today-dot")).toHaveLength(1);
    expect(wed.getAttribute("aria-pressed")).toBe("true");
    expect(dayButtons().filter((b) => b.getAttribute("aria-pressed") === "true")).toHaveLength(1);
  });

  test("selecting a weekday yields its date in the current week and highlights it", () => {
    const picked: string[] = [];
    function Harness() {
      const [selected, setSelected] = useState(today);
      return (
        <>
          <WeekdayStrip
            today={today}
            selected={selected}
            onSelect={(d) => {
              picked.push(`${weekdayName(d)} ${toIsoDate(d)}`);
              setSelected(d);
            }}
          />
          <output>{toIsoDate(selected)}</output>
        </>
      );
    }
    render(<Harness />);
    click(getByRole("button", { name: "Friday 13 June" }));
    click(getByRole("button", { name: "Monday 9 June" }));
    expect(picked).toEqual(["Friday 2025-06-13", "Monday 2025-06-09"]);
    expect(getByRole("button", { name: "Monday 9 June" }).getAttribute("aria-pressed")).toBe("true");
    expect(getByRole("button", { name: "Wednesday 11 June" }).getAttribute("aria-pressed")).toBe("false");
    // Today keeps its dot while another day is selected.
    expect(getByRole("button", { name: "Wednesday 11 June" }).querySelector(".today-dot")).not.toBeNull();
    expect(document.querySelector("output")?.textContent).toBe("2025-06-09");
  });

  test("on a Sunday the strip still ends with today", () => {
    render(<WeekdayStrip today={new Date(2025, 5, 15)} />);
    const buttons = dayButtons();
    expect(buttons[6]?.getAttribute("aria-current")).toBe("date");
    expect(buttons[0]?.dataset.date).toBe("9");
  });

  test("each button is named by its whole day, and by what it holds when told", () => {
    render(<WeekdayStrip today={today} describe={(d) => (d.getDate() === 10 ? "3 of 4 sets done" : undefined)} />);
    expect(dayButtons().map((b) => b.getAttribute("aria-label"))).toEqual([
      "Monday 9 June",
      "Tuesday 10 June, 3 of 4 sets done",
      "Wednesday 11 June",
      "Thursday 12 June",
      "Friday 13 June",
      "Saturday 14 June",
      "Sunday 15 June",
    ]);
    // The short name stays on screen.
    expect(getByRole("button", { name: "Tuesday 10 June, 3 of 4 sets done" }).textContent).toBe("TUE10");
  });
});
