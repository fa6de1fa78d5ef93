import { MenuItem, MenuItems } from '@headlessui/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeferredMenu, type LoadedMenuProps } from './deferred-menu';
import { OpenedMenu } from './opened-menu';

function FruitMenu({ trigger }: LoadedMenuProps) {
  return (
    <OpenedMenu trigger={trigger}>
      <MenuItems>
        <MenuItem>
          <button type="button">Apple</button>
        </MenuItem>
        <MenuItem>
          <button type="button">Pear</button>
        </MenuItem>
      </MenuItems>
    </OpenedMenu>
  );
}

const trigger = { 'aria-label': 'Fruit', className: 'icon', children: <span>F</span> };

describe('a deferred menu', () => {
  it('draws its button without the menu, fetching the menu only when pointed at', async () => {
    const load = vi.fn(() => Promise.resolve(FruitMenu));
    const user = userEvent.setup();
    render(<DeferredMenu trigger={trigger} load={load} />);

    const button = screen.getByRole('button', { name: 'Fruit' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveClass('icon');
    expect(load).not.toHaveBeenCalled();

    await user.hover(button);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the loaded menu when pressed, its button focused, and closes it again', async () => {
    const load = vi.fn(() => Promise.resolve(FruitMenu));
    const user = userEvent.setup();
    render(<DeferredMenu trigger={trigger} load={load} />);

    await user.click(screen.getByRole('button', { name: 'Fruit' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Apple', 'Pear']);
    expect(load).toHaveBeenCalledTimes(1);
    const loaded = screen.getByRole('button', { name: 'Fruit', hidden: true });
    expect(loaded).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Fruit' })).toHaveFocus();
  });

  it('tries again on the next press when the menu could not be fetched', async () => {
    const load = vi
      .fn<() => Promise<typeof FruitMenu>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(FruitMenu);
    render(<DeferredMenu trigger={trigger} load={load} />);

    fireEvent.click(screen.getByRole('button', { name: 'Fruit' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Fruit' }));
    expect(await screen.findByRole('menuitem', { name: 'Apple' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
