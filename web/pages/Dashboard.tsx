// Dashboard (home). For now: the title and the week strip; the stat cards come with the data work.
import { useState } from "react";
import { Page } from "../components/Page";
import { WeekdayStrip } from "../components/WeekdayStrip";

export function DashboardPage() {
  const [selected, setSelected] = useState(() => new Date());
  return (
    <Page title="Dashboard">
      <WeekdayStrip selected={selected} onSelect={setSelected} />
    </Page>
  );
}
