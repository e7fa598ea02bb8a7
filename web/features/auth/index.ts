// What the app shell and other features use of accounts: the signed-in user (and its setters, for
// the profile screen), sign-out, and dropping cached reads when the account changes.
export { AuthProvider, startAuthCheck, useAuth, useAuthActions, useForgetDataOnAccountChange, useForgetOfflineDataOnAccountChange, useUnits } from "./hooks";
