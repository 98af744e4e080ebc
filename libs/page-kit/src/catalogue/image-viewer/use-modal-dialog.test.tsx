import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useModalDialog } from './use-modal-dialog';

function Dialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const tab = useModalDialog({ dialog, initialFocus: first });
  return createPortal(
    <div>
      <div ref={dialog} role="dialog" aria-label="Diálogo" tabIndex={-1} onKeyDown={tab}>
        <button ref={first} type="button">
          Primero
        </button>
        <button type="button" disabled>
          Apagado
        </button>
        <button type="button" onClick={onClose}>
          Último
        </button>
      </div>
    </div>,
    document.body,
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      {open ? <Dialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

describe('a modal dialog', () => {
  it('keeps Tab cycling through its enabled controls, both ways, while the page behind is inert', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const [first, last] = [
      screen.getByRole('button', { name: 'Primero' }),
      screen.getByRole('button', { name: 'Último' }),
    ];
    expect(first).toHaveFocus();
    expect(container.inert).toBe(true);

    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();

    await user.click(last);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.inert).toBe(false);
    expect(screen.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  });
});
