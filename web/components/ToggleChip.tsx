// A chip-shaped toggle button: the meal card's Mark Prepped / Mark Consumed and the library's
// category picker. `aria-pressed` carries its state and its look.
import type { ButtonHTMLAttributes } from "react";
import "./toggle-chip.css";

export function ToggleChip({ className, ...button }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type="button" className={`toggle-chip${className ? ` ${className}` : ""}`} {...button} />;
}
