import { splitGroupEndpoints } from '@olivia/contracts/split-payment-endpoints';
import type { SplitGroup } from '@olivia/contracts/split-payments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fakeApi, fakeEndpoint } from '../../test/fake-api';
import { signInAs } from '../../test/fixtures';
import { renderAt } from '../../test/render';
import { SplitGroupField, splitGroupValue } from './split-group-field';

const group: SplitGroup = {
  id: '00000000-0000-4000-8000-000000000799',
  name: 'Tailor partners',
  type: 'percentage',
  bearer: 'store',
  members: [],
  storefront: false,
  active: true,
  currency: 'NGN',
  payments: 0,
  paidout: 0,
  links: 0,
  invoices: 0,
  createdat: '2026-11-20T10:00:00.000Z',
};

function Form({ onValue }: { onValue: (value: string | null) => void }) {
  const form = useForm<{ splitgroupid: string | null }>({ defaultValues: { splitgroupid: null } });
  return (
    <form onSubmit={form.handleSubmit((values) => onValue(values.splitgroupid))}>
      <SplitGroupField {...form.register('splitgroupid', { setValueAs: splitGroupValue })} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('the split field of links and invoices', () => {
  it("offers the store's active splits, and none as null", async () => {
    fakeApi(
      fakeEndpoint(splitGroupEndpoints.list, () => ({
        content: [group],
        total: 1,
        page: 0,
        size: 100,
      })),
    );
    signInAs();
    const values: (string | null)[] = [];
    renderAt('/', <Form onValue={(value) => values.push(value)} />);
    const field = await screen.findByLabelText('Split payments with');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.selectOptions(field, 'Tailor partners');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(values).toEqual([null, group.id]);
  });

  it('is not shown to a store paid in pounds', async () => {
    const api = fakeApi(
      fakeEndpoint(splitGroupEndpoints.list, () => ({
        content: [group],
        total: 1,
        page: 0,
        size: 100,
      })),
    );
    signInAs({ curAbbre: 'GBP', curSymbol: '£' });
    renderAt('/', <Form onValue={() => undefined} />);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Split payments with')).toBeNull();
    expect(api.of(splitGroupEndpoints.list)).toHaveLength(0);
  });
});
