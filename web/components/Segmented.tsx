// A row of mutually exclusive choices (chart metric and range, form modes): buttons with
// aria-pressed in a labelled group, one of them chosen.

type SegmentedProps<K extends string> = {
  label: string;
  options: readonly { key: K; label: string }[];
  value: K;
  onChange: (key: K) => void;
};

export function Segmented<K extends string>({ label, options, value, onChange }: SegmentedProps<K>) {
  return (
    <div className="segmented" role="group" aria-label={label}>
      {options.map((o) => (
        <button key={o.key} type="button" className="segment" aria-pressed={o.key === value} onClick={() => onChange(o.key)}>
          {o.label}
        </button>
      ))}
    </div>
  );
}
