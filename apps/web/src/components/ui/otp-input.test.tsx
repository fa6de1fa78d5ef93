import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input';

function Controlled({ initial = '', mode }: { initial?: string; mode?: 'number' | 'text' }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <OtpInput value={value} onChange={setValue} mode={mode} />
      <output>{value}</output>
    </>
  );
}

const box = (index: number) => screen.getByRole('textbox', { name: `Digit ${index} of 4` });
const value = () => screen.getByRole('status').textContent;

describe('OtpInput', () => {
  it('has four labelled boxes in a named group by default', () => {
    render(<Controlled />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });

  it('takes digits only in number mode, one per box, moving on as you type', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(box(1));
    await user.keyboard('1a2-3');
    expect(value()).toBe('123');
    expect([1, 2, 3, 4].map((index) => (box(index) as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '',
    ]);
    expect(box(4)).toHaveFocus();
  });

  it('takes letters in text mode', async () => {
    const user = userEvent.setup();
    render(<Controlled mode="text" />);
    await user.click(box(1));
    await user.keyboard('ab9Z');
    expect(value()).toBe('ab9Z');
  });

  it('fills the boxes from the focused one on paste, keeping only what fits', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="12" />);
    await user.click(box(3));
    await user.paste('9 8 7 6');
    expect(value()).toBe('1298');
    expect(box(4)).toHaveFocus();
  });

  it('pastes a whole code into the first box', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(box(1));
    await user.paste('code: 4821');
    expect(value()).toBe('4821');
  });

  it('clears with Backspace, and moves back when the box is already empty', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="1234" />);
    await user.click(box(4));
    await user.keyboard('{Backspace}');
    expect(value()).toBe('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(value()).toBe('12');
    expect(box(3)).toHaveFocus();
  });

  it('moves between boxes with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="12" />);
    await user.click(box(1));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
  });

  it('replaces the character of a box typed over', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="1234" />);
    await user.click(box(2));
    await user.keyboard('7');
    expect(value()).toBe('1734');
    expect(box(3)).toHaveFocus();
  });
});
