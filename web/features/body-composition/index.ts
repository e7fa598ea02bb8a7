// What other features may use of body composition: nothing yet; the screen is reached only by its
// route (web/app.tsx loads the page file itself).
export {};
