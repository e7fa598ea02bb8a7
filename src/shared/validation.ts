// Turns a zod failure into the one sentence the API answers with and the forms show.
import type { z } from "zod";

export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input";
  const field = issue.path.join(".");
  // Messages we wrote ourselves already name the field; zod's defaults do not.
  if (issue.code === "custom" || !/^(Invalid|Expected|Too|Unrecognized)/i.test(issue.message)) {
    return issue.message;
  }
  return field ? `${field}: ${issue.message}` : issue.message;
}
