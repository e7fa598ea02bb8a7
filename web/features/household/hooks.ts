// The household as the shared screens show it: its name in their header, and the members' first
// names beside shared items and family meals (docs/behaviour/household.md, "Household").
import useSWR from "swr";
import type { Household } from "@shared/household/contract";
import { keys } from "./api";

export function useHousehold() {
  return useSWR<Household>(keys.household());
}
