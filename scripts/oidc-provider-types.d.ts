// oidc-provider ships no types; the tests use it only through scripts/oidc-test-provider.ts.
declare module "oidc-provider";
