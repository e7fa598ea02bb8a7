// What the app shows while it starts (the sign-in check, the first screen's code and reads): the
// page's own loading frame (web/index.html, #boot), left where it is, until the first real content
// replaces it in one commit. Drawing a loading state of our own over it instead cost a phone a
// second style and layout pass, and the spinner's animation events, for nothing new on screen.
// Once the frame is gone (after a sign-in, say), a screen still loading shows <Loading />.
import { useEffect, useLayoutEffect, useState } from "react";
import { Loading } from "./Loading";

/** Start frames on screen now: the page's frame goes once none is left. */
let mounted = 0;

function bootFrame(): HTMLElement | null {
  return typeof document === "undefined" ? null : document.getElementById("boot");
}

/** Drops the page's frame once no start frame is mounted, checked after the commit (see below). */
function dropBootFrameIfDone() {
  if (mounted === 0) bootFrame()?.remove();
}

export function StartFrame() {
  const [boot] = useState(bootFrame);
  useLayoutEffect(() => {
    mounted++;
    return () => {
      mounted--;
      // Checked once the commit's effects have run: the content that replaces this frame is in the
      // document by then, and no paint comes between (a microtask), so the phone never shows the
      // frame and the screen together, nor nothing at all. A frame that mounts again in the same
      // commit (another loading state, or React's development double-mount) keeps it.
      queueMicrotask(dropBootFrameIfDone);
    };
  }, []);
  return boot ? null : (
    <div className="fullscreen-center">
      <Loading />
    </div>
  );
}

/** Drops the page's frame when the app's first commit shows content without a start frame. */
export function useDropBootFrame() {
  useEffect(dropBootFrameIfDone, []);
}
