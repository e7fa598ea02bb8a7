// A barcode's lookup, typed or scanned (docs/behaviour/foods.md, "Foods"): the code checked, then asked
// of the server. A code the server could not be asked about is kept on the phone for the member
// (kept-codes.ts) and asked again when the app is back online and now and then until then; each
// kept code is asked again the next time the ingredient form opens, and the member is told when
// one is answered.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Food } from "@shared/foods/contract";
import { gtin13 } from "@shared/foods/barcode";
import { api, isNetworkError, serverMessage } from "@web/lib/api";
import { useOffline } from "@web/lib/connection";
import { toast } from "@web/stores/toast";
import { useUserId } from "@web/features/auth";
import { keys } from "./api";
import { dropCode, keepCode, keptCodes } from "./kept-codes";

export type Outcome = { food: Food } | { missing: string; code: string } | { failed: string };

export const BAD_CODE = "Not a valid barcode: type the 8, 12 or 13 digits under the bars";
export const OFFLINE = "Kinfit cannot be reached. The code is kept and looked up when the server answers.";
/** While a code waits, how often it is tried again, besides when the app comes back online. */
const RETRY_MS = 15_000;

/** The toast when a kept code has its answer. */
export function keptAnswered(code: string, outcome: Outcome): { title: string; description: string } {
  if ("food" in outcome)
    return { title: "Barcode looked up", description: `${outcome.food.name} (${code}), kept while offline, is ready to add.` };
  return {
    title: "Barcode looked up",
    description: `${code}, kept while offline: ${"missing" in outcome ? outcome.missing : outcome.failed}`,
  };
}

export function useBarcodeLookup() {
  const member = useUserId();
  const [code, setCodeText] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Kept codes answered while the form is open, newest first, besides the code in the field.
  const [earlier, setEarlier] = useState<{ code: string; outcome: Outcome }[]>([]);
  const [waiting, setWaiting] = useState<string[]>(() => (member ? keptCodes(member) : []));
  const offline = useOffline();
  // The code whose answer the field shows ("" once the field is typed in again).
  const current = useRef("");
  const asking = useRef(new Set<string>());
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const ask = useCallback(
    async (normal: string, wasKept: boolean) => {
      if (asking.current.has(normal)) return;
      asking.current.add(normal);
      const mine = () => normal === current.current;
      if (mine()) setBusy(true);
      let answer: Outcome;
      try {
        answer = { food: await api.get<Food>(keys.barcode(normal)) };
      } catch (error) {
        if (isNetworkError(error)) {
          if (member) keepCode(member, normal);
          if (!alive.current) return;
          setWaiting((w) => (w.includes(normal) ? w : [...w, normal]));
          if (mine()) setOutcome({ failed: OFFLINE });
          return;
        }
        answer = { missing: serverMessage(error) ?? "No food with this barcode.", code: normal };
      } finally {
        asking.current.delete(normal);
        if (alive.current && mine()) setBusy(false);
      }
      if (member) dropCode(member, normal);
      if (wasKept) toast(keptAnswered(normal, answer));
      if (!alive.current) return;
      setWaiting((w) => w.filter((c) => c !== normal));
      if (mine()) setOutcome(answer);
      else setEarlier((e) => [{ code: normal, outcome: answer }, ...e.filter((x) => x.code !== normal)]);
    },
    [member],
  );

  useEffect(() => {
    if (waiting.length === 0) return;
    const all = () => waiting.forEach((c) => void ask(c, true));
    if (!offline) all();
    const timer = setInterval(all, RETRY_MS);
    return () => clearInterval(timer);
    // Tried again when the app comes back online, and now and then until then.
  }, [waiting, offline, ask]);

  /** The field typed in: its digits only, and the answer shown for the code before goes. */
  const setCode = (text: string) => {
    setCodeText(text.replace(/\D/g, ""));
    setOutcome(null);
    setBusy(false);
    current.current = "";
  };

  /** Looks up the code in the field, or the one given (a scanned code, shown in the field). */
  const lookUp = (given?: string) => {
    const raw = given ?? code;
    if (given !== undefined) setCodeText(given);
    const normal = gtin13(raw);
    current.current = normal ?? "";
    if (!normal) return setOutcome({ failed: BAD_CODE });
    setOutcome(null);
    setEarlier((e) => e.filter((x) => x.code !== normal));
    void ask(normal, waiting.includes(normal));
  };

  return { code, setCode, busy, outcome, earlier, lookUp };
}

export type BarcodeLookup = ReturnType<typeof useBarcodeLookup>;
