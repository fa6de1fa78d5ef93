import { SelectField } from '../ui/select-field';

interface ChoiceFilterProps<T extends string> {
  label: string;
  /** The first option, which narrows nothing ('All statuses'). */
  allLabel: string;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  value: T | undefined;
  onChange: (choice: T | undefined) => void;
  className?: string;
}

/** A list filter over a closed set of values (a status): one of them, or all. */
export function ChoiceFilter<T extends string>(props: ChoiceFilterProps<T>) {
  const { choices, labelOf, value, onChange } = props;
  const options = [
    { value: '', label: props.allLabel },
    ...choices.map((choice) => ({ value: choice, label: labelOf(choice) })),
  ];
  const chosen = (text: string) => choices.find((choice) => choice === text);
  return (
    <SelectField
      label={props.label}
      options={options}
      value={value ?? ''}
      onChange={(event) => onChange(chosen(event.target.value))}
      className={props.className}
    />
  );
}
