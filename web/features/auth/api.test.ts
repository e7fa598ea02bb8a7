// How a failed auth check reads: signed out, 'auth disabled' on 501, and only a same-origin login URL.
import { describe, expect, test } from "bun:test";
import { ApiError } from "@web/lib/api";
import { failedAuthAnswer } from "./api";

describe("failedAuthAnswer", () => {
  test("a failed check is signed out; 501 is 'auth disabled'; only a same-origin login URL is kept", () => {
    expect(failedAuthAnswer(new ApiError(401, "Unauthorized", '{"message":"Not authenticated","loginUrl":"/api/auth/login"}'))).toEqual({
      isAuthenticated: false,
      user: null,
      authEnabled: true,
      loginUrl: "/api/auth/login",
      message: "Not authenticated",
    });
    expect(failedAuthAnswer(new ApiError(501, "Not Implemented", "")).authEnabled).toBe(false);
    expect(failedAuthAnswer(new TypeError("Failed to fetch"))).toMatchObject({ authEnabled: true, loginUrl: "/api/login" });
    expect(failedAuthAnswer(new ApiError(401, "", '{"loginUrl":"//elsewhere.example/login"}')).loginUrl).toBe("/api/login");
    expect(failedAuthAnswer(new ApiError(401, "", '{"loginUrl":"https://elsewhere.example/login"}')).loginUrl).toBe("/api/login");
  });
});
