// An icon-only button: its accessible name says what it does to which item ("Edit Oats"), and a
// short hint shows after the tooltip delay.
import type { ReactNode } from "react";
import { Tooltip } from "./Tooltip";

type IconActionProps = {
  /** Accessible name, naming the item: "Delete Oats". */
  label: string;
  /** The visible hint: "Delete ingredient". */
  hint: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
};

export function IconAction({ label, hint, icon, onClick, danger = false }: IconActionProps) {
  return (
    <Tooltip content={hint}>
      <button type="button" className={danger ? "icon-button icon-button-danger" : "icon-button"} aria-label={label} onClick={onClick}>
        {icon}
      </button>
    </Tooltip>
  );
}
