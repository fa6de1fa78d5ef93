import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

const banks = [
  { value: '', label: 'Choose a bank' },
  { value: '058', label: 'GTBank' },
  { value: '044', label: 'Access Bank' },
];

function BankForm({ options }: { options: typeof banks }) {
  const { register } = useForm({ defaultValues: { bank: '044' } });
  return <SelectField label="Bank" options={options} {...register('bank')} />;
}

describe('SelectField', () => {
  it("shows a form's value among options that arrived after it mounted", () => {
    const { rerender } = render(<BankForm options={banks.slice(0, 1)} />);
    rerender(<BankForm options={banks} />);
    expect(screen.getByLabelText('Bank')).toHaveValue('044');
  });
});
