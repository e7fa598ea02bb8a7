// What `npm test` repeats at the end of its log about the tests that failed.

/**
 * Each failed test with the lines bun printed for it (they come before its "(fail)" line), so the
 * end of a long log still says what failed and why.
 */
export function failureRecap(output: string, most = 40): string {
  const lines = output.split("\n");
  const blocks: string[] = [];
  let start = 0;
  lines.forEach((line, i) => {
    if (/^\((pass|skip|todo)\)/.test(line) || /^\S.*\.(test|e2e)\.tsx?:$/.test(line)) start = i + 1;
    else if (line.startsWith("(fail)")) {
      blocks.push(
        lines
          .slice(Math.max(start, i + 1 - most), i + 1)
          .join("\n")
          .trim(),
      );
      start = i + 1;
    }
  });
  return blocks.join("\n\n");
}
