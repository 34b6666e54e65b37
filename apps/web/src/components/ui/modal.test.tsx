import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal, MODAL_OPEN_DELAY_MS } from './modal.tsx';

function Harness({ initiallyOpen = true }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        opener
      </button>
      <Modal open={open} onOpenChange={setOpen} title="Log in" testId="modal-login">
        <input aria-label="inside" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('opens only after the spec delay', async () => {
    vi.useFakeTimers();
    try {
      render(<Harness />);
      await act(() => vi.advanceTimersByTimeAsync(MODAL_OPEN_DELAY_MS - 1));
      expect(screen.queryByRole('dialog')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is labelled by its title and shows a close button by default', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveAttribute('data-testid', 'modal-login');
    expect(screen.getByRole('button', { name: /close|বন্ধ/i })).toBeInTheDocument();
  });

  it('does not close on an outside click', async () => {
    render(<Harness />);
    await screen.findByRole('dialog');
    const overlay = document.querySelector('[data-state="open"]:not([role="dialog"])');
    expect(overlay).not.toBeNull();
    fireEvent.pointerDown(overlay as Element);
    fireEvent.pointerDown(document.body);
    fireEvent.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape and with the close button, restoring focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness initiallyOpen={false} />);
    const opener = screen.getByRole('button', { name: 'opener' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await screen.findByRole('dialog');
    await user.click(screen.getByRole('button', { name: /close|বন্ধ/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks page scroll while open', async () => {
    render(<Harness />);
    await screen.findByRole('dialog');
    expect(document.body).toHaveAttribute('data-scroll-locked');
  });
});
