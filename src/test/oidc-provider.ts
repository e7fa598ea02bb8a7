// The real OpenID provider the sign-on tests start (scripts/oidc-test-provider.ts, which the
// browser tests import too).
export * from "@scripts/oidc-test-provider";
