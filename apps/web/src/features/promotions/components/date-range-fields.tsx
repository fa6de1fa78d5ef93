import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';

/** An ISO time as a `datetime-local` value in the reader's time zone ('' for none). */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  return new Date(time.getTime() - time.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A `datetime-local` value as the ISO time the contract takes (null for none). */
function fromLocalInput(local: string): string | null {
  if (!local) return null;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? local : time.toISOString();
}

interface DateRangeFieldsProps {
  labels: { starts: string; ends: string; endsHint: string };
  starts: string | undefined;
  ends: string | null | undefined;
  onStarts: (iso: string | undefined) => void;
  onEnds: (iso: string | null) => void;
  errors: { starts: string | undefined; ends: string | undefined };
}

/** A start and an optional end, typed in the reader's time zone, sent as ISO times. */
export function DateRangeFields({ labels, ...props }: DateRangeFieldsProps) {
  const [starts, setStarts] = useState(() => toLocalInput(props.starts));
  const [ends, setEnds] = useState(() => toLocalInput(props.ends));
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={labels.starts}
        type="datetime-local"
        value={starts}
        onChange={(event) => {
          setStarts(event.target.value);
          props.onStarts(fromLocalInput(event.target.value) ?? undefined);
        }}
        error={props.errors.starts}
      />
      <TextField
        label={labels.ends}
        hint={labels.endsHint}
        type="datetime-local"
        value={ends}
        onChange={(event) => {
          setEnds(event.target.value);
          props.onEnds(fromLocalInput(event.target.value));
        }}
        error={props.errors.ends}
      />
    </div>
  );
}
