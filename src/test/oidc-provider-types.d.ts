// oidc-provider ships no types; the tests use it only through src/test/oidc-provider.ts.
declare module "oidc-provider";
