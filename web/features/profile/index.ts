// What other features may use of the profile: nothing; the signed-in user itself comes from the
// auth feature, and web/app.tsx loads the page file directly.
export {};
