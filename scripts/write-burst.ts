// A burst of writes for the tests of the built executable: one request that writes a day of
// 5 exercises of 10 sets (56 rows), enough at once to start the WAL checkpointer thread
// (src/db/wal.ts) while the log stays far below the commits' own checkpoint.
export async function writeBurst(base: string, cookie: string): Promise<void> {
  const exercises = ["Squat", "Bench Press", "Deadlift", "Overhead Press", "Barbell Row"].map((name) => ({
    name,
    sets: 10,
    reps: "5",
    weight: "100",
  }));
  const res = await fetch(`${base}/api/workouts`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify({ date: "2026-01-05", exercises }),
  });
  if (res.status !== 201) throw new Error(`a burst of writes was refused: ${res.status} ${await res.text()}`);
}
