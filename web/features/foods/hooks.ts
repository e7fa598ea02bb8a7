// The food search's read. The list typed before stays on screen while the next one loads, so the
// results do not flash away at each letter; each form reads afresh, as the recent foods change
// with every food added.
import useSWR from "swr";
import type { Food } from "@shared/foods/contract";
import { keys } from "./api";

export function useFoodSearch(q: string) {
  return useSWR<Food[]>(keys.search(q.trim()), { keepPreviousData: true, revalidateOnMount: true, dedupingInterval: 0 });
}
