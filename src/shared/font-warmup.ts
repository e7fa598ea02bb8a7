// The loading frame's second inline script (web/index.html). While the app's code is still on its
// way, it has the browser look up the font of each text style the app's screens use, one style per
// frame, so that the first screen's layout finds them all ready.
//
// Why: the first time a page lays out text in a new weight, Chromium asks for a matching font
// (on Linux a synchronous call to the browser process), and for each new size of it a rendering
// setup. A screen with many sizes and weights would pay for all of them inside its first layout,
// the largest task of the page's start, while the member waits for the screen. Done here, the
// same lookups run in small steps after the frame's first paint, in time the page otherwise spends
// waiting for the network. Each step is one short task, so the page stays responsive; the steps
// stop when the app's first screen replaces the frame.
//
// The server's Content-Security-Policy allows this text by its sha256 hash, as it does the theme
// script (src/http/security.ts).

/**
 * Every size/weight of text the app's screens show, most used first; a size may be a CSS
 * expression (the page title's scales with the screen). web/e2e/text-styles.e2e.ts fails when a
 * screen uses one that is not here, or when one here is used nowhere.
 */
export const TEXT_STYLES = [
  "10.5px/500",
  "19px/750",
  "clamp(24px, 7vw, 28px)/750",
  "16px/400",
  "17px/650",
  "15px/600",
  "14px/600",
  "14px/400",
  "15px/400",
  "16px/600",
  "13px/400",
  "11px/700",
  "15px/650",
  "13px/700",
  "16px/650",
  "28px/750",
  "12px/650",
  "13px/650",
  "22px/700",
  "18px/700",
  "24px/750",
  "14px/800",
  "15px/700",
  "19px/700",
  "23px/700",
  "26px/750",
] as const;

/**
 * Runs just after the frame (#boot) is in the page: after each paint, one hidden line of text in
 * the next style, in a box beside the frame (styled .boot-fonts in web/index.html: laid out, never
 * seen, not in the accessibility tree). The box goes once every style has been laid out, or as
 * soon as the app's first screen has replaced the frame.
 */
export const FONT_WARMUP_SCRIPT =
  `(function(){var s=${JSON.stringify(TEXT_STYLES)},i=0,box;` +
  `if(!document.getElementById("boot")||!window.requestAnimationFrame)return;` +
  `box=document.createElement("div");box.className="boot-fonts";box.setAttribute("aria-hidden","true");document.body.appendChild(box);` +
  `function next(){requestAnimationFrame(function(){setTimeout(step)})}` +
  `function step(){if(!document.getElementById("boot")||i>=s.length){box.remove();return}` +
  `var c=s[i++].split("/"),e=document.createElement("span");` +
  `e.style.fontSize=c[0];e.style.fontWeight=c[1];e.textContent="Kinfit 0123456789";box.appendChild(e);next()}` +
  `next()})()`;
