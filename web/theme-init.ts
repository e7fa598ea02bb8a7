// Runs before the first paint (a blocking script in <head>): applies the saved theme, or the
// system's, so a dark-mode user never sees a white flash. Kept tiny and dependency-free.
try {
  const saved = localStorage.getItem("theme");
  const dark = saved ? saved === "dark" : matchMedia("(prefers-color-scheme: dark)").matches;
  document.documentElement.dataset.theme = dark ? "dark" : "light";
} catch {
  document.documentElement.dataset.theme = "light";
}
