import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RegisterFieldRow } from '@portal/contracts/admin';
import { useUiStore } from '../../../lib/ui-store.ts';
import { FieldSettingsTable } from './field-settings-table.tsx';

const rows: RegisterFieldRow[] = [
  {
    field: 'username',
    enabled: true,
    required: true,
    patternId: 'LETTER_FIRST_ALNUM',
    minLength: 4,
    maxLength: 16,
  },
  {
    field: 'email',
    enabled: true,
    required: false,
    patternId: 'EMAIL',
    minLength: 5,
    maxLength: 254,
  },
];

beforeEach(() => useUiStore.getState().setLanguage('EN'));

describe('registration field settings table', () => {
  it('sends the edited rows on save', async () => {
    const onSave = vi.fn();
    render(<FieldSettingsTable rows={rows} canEdit saving={false} onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Email: Required'));
    await userEvent.selectOptions(screen.getByLabelText('Email: Pattern'), 'ANY');
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith([
      rows[0],
      { ...rows[1], required: true, patternId: 'ANY' },
    ]);
  });

  it('flags min above max and refuses to save', async () => {
    const onSave = vi.fn();
    render(<FieldSettingsTable rows={rows} canEdit saving={false} onSave={onSave} />);
    const min = screen.getByLabelText('Email: Min length');
    await userEvent.clear(min);
    await userEvent.type(min, '300');
    expect(screen.getByRole('alert')).toHaveTextContent('Min length must not exceed max length.');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('keeps username always on, and is read-only without the write permission', () => {
    const { rerender } = render(
      <FieldSettingsTable rows={rows} canEdit saving={false} onSave={vi.fn()} />,
    );
    expect(screen.getByLabelText('Username: Shown')).toBeDisabled();
    expect(screen.getByLabelText('Email: Shown')).toBeEnabled();
    rerender(<FieldSettingsTable rows={rows} canEdit={false} saving={false} onSave={vi.fn()} />);
    expect(screen.getByLabelText('Email: Shown')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
