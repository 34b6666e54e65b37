import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../../../lib/ui-store.ts';
import { ModuleTree } from './module-tree.tsx';

const tree = [
  {
    modId: 'REGISTER3',
    enabled: false,
    childrenNodes: [{ modId: 'USERNAMEREG3', enabled: true, childrenNodes: [] }],
  },
  { modId: 'FREEPLAY3', enabled: true, childrenNodes: [] },
];

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('module toggle tree', () => {
  it('switches a module and tells when a parent keeps a child off', async () => {
    const onToggle = vi.fn();
    render(<ModuleTree nodes={tree} canEdit busyId={null} onToggle={onToggle} />);
    const freeplay = screen.getByRole('switch', { name: /FREEPLAY3/ });
    expect(freeplay).toBeChecked();
    await userEvent.click(freeplay);
    expect(onToggle).toHaveBeenCalledWith('FREEPLAY3', false);
    expect(screen.getByText(/off because a parent module is off/)).toBeInTheDocument();
  });

  it('is read-only for roles that cannot write settings', () => {
    render(<ModuleTree nodes={tree} canEdit={false} busyId={null} onToggle={vi.fn()} />);
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
  });
});
