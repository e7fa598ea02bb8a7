// What other features may use of the admin screen: nothing; it stands apart from the user session
// and web/app.tsx loads the page file directly.
export {};
