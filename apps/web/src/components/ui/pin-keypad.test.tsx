import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PinKeypad } from './pin-keypad';

/** A repeatable shuffle: Fisher–Yates over a small seeded generator (mulberry32). */
function seededShuffle(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  return (digits: readonly string[]) => {
    const shuffled = [...digits];
    for (let index = shuffled.length - 1; index > 0; index -= 1) {
      const other = Math.floor(next() * (index + 1));
      [shuffled[index], shuffled[other]] = [shuffled[other] as string, shuffled[index] as string];
    }
    return shuffled;
  };
}

function Controlled({ shuffle }: { shuffle?: (digits: readonly string[]) => string[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <PinKeypad value={value} onChange={setValue} shuffle={shuffle} />
      <output aria-label="PIN">{value}</output>
    </>
  );
}

const digitOrder = () =>
  screen
    .getAllByRole('button')
    .map((button) => button.textContent)
    .filter((text) => text && /^\d$/.test(text));

describe('PinKeypad', () => {
  it('has each of the ten digits once, and a delete key', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'PIN keypad' })).toBeInTheDocument();
    expect([...digitOrder()].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(screen.getByRole('button', { name: 'Delete digit' })).toBeDisabled();
  });

  it('shows the digits in another order each time it mounts', () => {
    const shuffle = seededShuffle(7);
    const first = render(<Controlled shuffle={shuffle} />);
    const firstOrder = digitOrder();
    first.unmount();
    render(<Controlled shuffle={shuffle} />);
    expect(digitOrder()).not.toEqual(firstOrder);
    expect([...digitOrder()].sort()).toEqual([...firstOrder].sort());
  });

  it('keeps its order while it stays open', async () => {
    const user = userEvent.setup();
    render(<Controlled shuffle={seededShuffle(3)} />);
    const order = digitOrder();
    await user.click(screen.getByRole('button', { name: '5' }));
    expect(digitOrder()).toEqual(order);
  });

  it('builds the PIN from the digits pressed, up to four, and deletes the last', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    for (const digit of ['2', '0', '2', '5', '9']) {
      await user.click(screen.getByRole('button', { name: digit }));
    }
    expect(screen.getByRole('status', { name: 'PIN' })).toHaveTextContent('2025');
    expect(screen.getByText('4 of 4 digits entered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '9' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Delete digit' }));
    expect(screen.getByRole('status', { name: 'PIN' })).toHaveTextContent('202');
  });
});
