import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ListboxSelect } from './listbox-select';

const banks = [
  { value: '044', label: 'Access Bank' },
  { value: '058', label: 'Guaranty Trust Bank' },
  { value: '035', label: 'Wema Bank' },
];

function Controlled({ error }: { error?: string }) {
  const [bank, setBank] = useState<string | null>(null);
  return (
    <>
      <ListboxSelect label="Bank" value={bank} onChange={setBank} options={banks} error={error} />
      <output>{bank}</output>
    </>
  );
}

describe('ListboxSelect', () => {
  it('is named by its label and shows the placeholder until a choice is made', () => {
    render(<Controlled />);
    expect(screen.getByRole('button', { name: /Bank/ })).toHaveTextContent('Select an option');
  });

  it('opens on click and selects the option clicked', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('button', { name: /Bank/ }));
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toHaveClass('[--anchor-max-height:220px]', 'overflow-auto');

    await user.click(screen.getByRole('option', { name: 'Wema Bank' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('035');
    expect(screen.getByRole('button', { name: /Bank/ })).toHaveTextContent('Wema Bank');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    screen.getByRole('button', { name: /Bank/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('058');

    await user.keyboard(' ');
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('058');
  });

  it('describes the button with its error', () => {
    render(<Controlled error="Field is required" />);
    expect(screen.getByRole('button', { name: /Bank/ })).toHaveAccessibleDescription(
      'Field is required',
    );
  });
});
