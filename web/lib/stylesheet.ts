// The app's one stylesheet is preloaded by the page (web/index.html), not linked: a linked sheet
// holds back the first paint of the loading frame until it arrives, on a phone's slow connection
// most of a second, while the frame needs none of it. The app applies it here and renders only once
// it has loaded, so no screen is ever shown unstyled.

/** Applies the preloaded stylesheet; resolves once it has loaded, or failed to (the app still runs). */
export function applyStylesheet(doc: Document = document): Promise<void> {
  const preload = doc.querySelector<HTMLLinkElement>('link[rel="preload"][as="style"]');
  if (!preload) return Promise.resolve();
  const sheet = doc.createElement("link");
  sheet.rel = "stylesheet";
  sheet.href = preload.href;
  const applied = new Promise<void>((resolve) => {
    sheet.addEventListener("load", () => resolve(), { once: true });
    sheet.addEventListener("error", () => resolve(), { once: true });
  });
  doc.head.append(sheet);
  return applied;
}
