// A tiny testing-library stand-in: render into the happy-dom document, find elements the way a
// user would (text, label, role and accessible name), fire events inside act(), wait for changes.
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";

const mounted = new Set<{ root: Root; container: HTMLElement }>();

export function render(ui: ReactNode) {
  const container = document.createElement("div");
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(ui));
  const entry = { root, container };
  mounted.add(entry);
  return {
    container,
    rerender: (next: ReactNode) => act(() => root.render(next)),
    unmount: () => {
      act(() => root.unmount());
      container.remove();
      mounted.delete(entry);
    },
  };
}

export function cleanup() {
  for (const { root, container } of mounted) {
    act(() => root.unmount());
    container.remove();
  }
  mounted.clear();
}

const squash = (s: string | null | undefined) => (s ?? "").replace(/\s+/g, " ").trim();

type Matcher = string | RegExp;
const matches = (text: string, m: Matcher) => (typeof m === "string" ? text === m : m.test(text));

function isHidden(el: Element): boolean {
  for (let e: Element | null = el; e; e = e.parentElement) {
    if (e.getAttribute("aria-hidden") === "true" || (e as HTMLElement).hidden) return true;
    // Content of a closed <dialog> is not shown.
    if (e.tagName === "DIALOG" && !(e as HTMLDialogElement).open && !e.hasAttribute("open")) return true;
  }
  return false;
}

/** Text content without aria-hidden parts, roughly what a screen reader announces. */
function visibleText(el: Element): string {
  let out = "";
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === 3) out += node.textContent ?? "";
    else if (node.nodeType === 1 && (node as Element).getAttribute("aria-hidden") !== "true")
      out += " " + visibleText(node as Element) + " ";
  }
  return out;
}

export function accessibleName(el: Element): string {
  const label = el.getAttribute("aria-label");
  if (label) return squash(label);
  const labelledBy = el.getAttribute("aria-labelledby");
  if (labelledBy) {
    return squash(
      labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" "),
    );
  }
  if (el.id) {
    const byFor = document.querySelector(`label[for="${CSS.escape(el.id)}"]`);
    if (byFor) return squash(byFor.textContent);
  }
  return squash(visibleText(el));
}

const ROLE_SELECTORS: Record<string, string> = {
  button: 'button, [role="button"]',
  link: "a[href], [role='link']",
  heading: "h1, h2, h3, h4, h5, h6, [role='heading']",
  switch: '[role="switch"]',
  textbox: 'input:not([type]), input[type="text"], input[type="email"], input[type="password"], textarea, [role="textbox"]',
  navigation: "nav, [role='navigation']",
  region: "section[aria-label], section[aria-labelledby], [role='region']",
  status: '[role="status"]',
  alert: '[role="alert"]',
  dialog: 'dialog, [role="dialog"]',
  listitem: "li",
  group: '[role="group"]',
};

function roleOf(el: Element): string | null {
  const explicit = el.getAttribute("role");
  if (explicit) return explicit;
  const tag = el.tagName.toLowerCase();
  if (tag === "button") return "button";
  if (tag === "a" && el.hasAttribute("href")) return "link";
  if (/^h[1-6]$/.test(tag)) return "heading";
  if (tag === "nav") return "navigation";
  if (tag === "dialog") return "dialog";
  if (tag === "li") return "listitem";
  if (tag === "textarea" || (tag === "input" && ["text", "email", "password", ""].includes((el as HTMLInputElement).type)))
    return "textbox";
  if (tag === "section" && (el.hasAttribute("aria-label") || el.hasAttribute("aria-labelledby"))) return "region";
  return null;
}

export function queryAllByRole(role: string, options: { name?: Matcher } = {}, within: ParentNode = document): HTMLElement[] {
  const selector = ROLE_SELECTORS[role] ?? `[role="${role}"]`;
  return Array.from(within.querySelectorAll<HTMLElement>(selector)).filter(
    (el) => roleOf(el) === role && !isHidden(el) && (options.name === undefined || matches(accessibleName(el), options.name)),
  );
}

export function queryByRole(role: string, options: { name?: Matcher } = {}, within?: ParentNode): HTMLElement | null {
  return queryAllByRole(role, options, within)[0] ?? null;
}

export function getByRole(role: string, options: { name?: Matcher } = {}, within?: ParentNode): HTMLElement {
  const found = queryAllByRole(role, options, within);
  if (found.length === 0) {
    const names = queryAllByRole(role, {}, within).map((el) => JSON.stringify(accessibleName(el)));
    throw new Error(`No ${role} named ${String(options.name)}. Present: ${names.join(", ") || "none"}`);
  }
  if (found.length > 1) throw new Error(`${found.length} elements with role ${role} named ${String(options.name)}`);
  return found[0]!;
}

/** Elements whose own text (children joined) matches, innermost first. */
export function queryAllByText(text: Matcher, within: ParentNode = document): HTMLElement[] {
  const all = Array.from(within.querySelectorAll<HTMLElement>("body *, :scope *")).filter(
    (el) => !["SCRIPT", "STYLE"].includes(el.tagName) && !isHidden(el),
  );
  return all.filter(
    (el) => matches(squash(el.textContent), text) && !Array.from(el.children).some((c) => matches(squash(c.textContent), text)),
  );
}

export function queryByText(text: Matcher, within?: ParentNode): HTMLElement | null {
  return queryAllByText(text, within)[0] ?? null;
}

export function getByText(text: Matcher, within?: ParentNode): HTMLElement {
  const el = queryByText(text, within);
  if (!el) throw new Error(`No element with text ${String(text)}. Body: ${squash(document.body.textContent).slice(0, 600)}`);
  return el;
}

export function getByLabelText(text: Matcher, within: ParentNode = document): HTMLInputElement {
  const label = Array.from(within.querySelectorAll("label")).find((l) => matches(squash(l.textContent), text));
  if (!label) throw new Error(`No label ${String(text)}`);
  const target = label.htmlFor ? document.getElementById(label.htmlFor) : label.querySelector("input, select, textarea, button");
  if (!target) throw new Error(`Label ${String(text)} labels nothing`);
  return target as HTMLInputElement;
}

export function queryByLabelText(text: Matcher, within: ParentNode = document): HTMLInputElement | null {
  try {
    return getByLabelText(text, within);
  } catch {
    return null;
  }
}

// ---------- events ----------

export function click(el: Element) {
  act(() => {
    (el as HTMLElement).click();
  });
}

/** Type into a React-controlled input: set the value through the native setter, then fire input. */
export function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setter = Object.getOwnPropertyDescriptor(proto, "value")!.set!;
  act(() => {
    setter.call(el, value);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

export function submit(form: HTMLFormElement) {
  act(() => {
    form.requestSubmit();
  });
}

export function keyDown(target: EventTarget, key: string) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  });
}

export function pointer(el: Element, type: "pointerdown" | "pointermove" | "pointerup" | "pointercancel", clientX: number) {
  act(() => {
    el.dispatchEvent(new PointerEvent(type, { clientX, clientY: 10, pointerId: 1, bubbles: true, cancelable: true }));
  });
}

/** Let pending promises and React updates settle. */
export async function flush(times = 3) {
  for (let i = 0; i < times; i++) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** Retry an assertion until it passes (or time runs out), letting React work in between. */
export async function waitFor<T>(assertion: () => T, timeout = 2000): Promise<T> {
  const started = Date.now();
  let lastError: unknown;
  for (;;) {
    try {
      return assertion();
    } catch (error) {
      lastError = error;
    }
    if (Date.now() - started > timeout) throw lastError;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}
