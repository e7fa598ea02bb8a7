// What the app shell and other features use of accounts: the signed-in user (and its setters, for
// the profile screen), sign-out, and dropping cached reads when the account changes (or when an
// import may have changed any screen's data).
export {
  AuthProvider,
  startAuthCheck,
  useAuth,
  useAuthActions,
  useForgetCachedReads,
  useForgetDataOnAccountChange,
  useForgetOfflineDataOnAccountChange,
  useUnits,
  useUserId,
} from "./hooks";
