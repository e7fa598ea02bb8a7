// A search input with its icon, for the lists of the meal library, My Ingredients and the
// ingredient picker; `label` is its accessible name.
import { SearchIcon } from "./Icons";
import "./search-box.css";

export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="search-box">
      <SearchIcon size={18} />
      <input
        className="input"
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
