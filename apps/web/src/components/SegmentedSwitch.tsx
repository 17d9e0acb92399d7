import { useId } from 'react';
import './segmented-switch.css';

interface SegmentedSwitchProps<Value extends string> {
  /** What the choices are of, for readers ("View"). */
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  data: readonly { value: Value; label: string }[];
}

/**
 * A switch between a few choices, drawn as Mantine's SegmentedControl: radios, each with its label,
 * the chosen one on a raised background. CSS alone draws it; Mantine's measures the chosen label
 * in an effect to move its indicator, which laid out the whole page again as the planner's month
 * appeared (about 40 ms of a fresh tab on a two-core machine: bench/README.md).
 */
export function SegmentedSwitch<Value extends string>({
  label,
  value,
  onChange,
  data,
}: SegmentedSwitchProps<Value>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className="segmented-switch">
      {data.map((choice) => (
        <span key={choice.value} className="segmented-switch-choice">
          <input
            type="radio"
            className="segmented-switch-input"
            id={`${name}-${choice.value}`}
            name={name}
            value={choice.value}
            checked={choice.value === value}
            onChange={() => onChange(choice.value)}
          />
          <label className="segmented-switch-label" htmlFor={`${name}-${choice.value}`}>
            {choice.label}
          </label>
        </span>
      ))}
    </div>
  );
}
