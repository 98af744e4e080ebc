import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { imageFixture } from '@art/data/testing';
import { ImageViewer, largestImageUrl, type ViewerImage } from './ImageViewer';

const TEXTS = {
  label: 'Visor',
  close: 'Cerrar',
  previous: 'Anterior',
  next: 'Siguiente',
  counter: (n: number, total: number) => `${n} de ${total}`,
};

function Harness({ images }: { images: readonly ViewerImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(0)}>
        Abrir
      </button>
      <button type="button">Otro</button>
      {open !== null ? (
        <ImageViewer images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} texts={TEXTS} />
      ) : null}
    </>
  );
}

describe('ImageViewer', () => {
  it('leads without JavaScript to the largest JPEG', () => {
    expect(largestImageUrl(imageFixture('fair-photo/am25-01'))).toBe('/api/images/fair-photo/am25-01/5.jpg');
  });

  it('shows one picture without arrows nor counter, its caption and credit describing the dialog', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        images={[
          {
            image: imageFixture(),
            alt: 'Azul marino, de Ana López',
            caption: 'En el stand 4',
            credit: 'Foto: Marta Ruiz',
          },
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir' }));

    const dialog = screen.getByRole('dialog', { name: 'Visor' });
    expect(dialog).toHaveAccessibleDescription('En el stand 4 Foto: Marta Ruiz');
    expect(within(dialog).getByRole('img', { name: 'Azul marino, de Ana López' })).toBeInTheDocument();
    expect(within(dialog).getByText('Foto: Marta Ruiz')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button')).toEqual([within(dialog).getByRole('button', { name: 'Cerrar' })]);
    expect(within(dialog).queryByText(/ de 1$/)).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('En el stand 4')).toBeInTheDocument();
  });

  it('captions a picture with its alt by default and moves round with the buttons', async () => {
    const user = userEvent.setup();
    render(<Harness images={[1, 2].map((n) => ({ image: imageFixture(`work/1/${n}`), alt: `Imagen ${n}` }))} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));

    const dialog = screen.getByRole('dialog', { name: 'Visor' });
    expect(within(dialog).getByText('1 de 2')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('Imagen 1');
    await user.click(within(dialog).getByRole('button', { name: 'Anterior' }));
    expect(within(dialog).getByText('2 de 2')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription('Imagen 2');
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    expect(within(dialog).getByText('1 de 2')).toBeInTheDocument();
  });

  it('makes the page inert while open and gives focus back to what had it', async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness images={[{ image: imageFixture(), alt: 'Azul marino' }]} />);
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    await user.keyboard('{Enter}');

    const dialog = screen.getByRole('dialog', { name: 'Visor' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toHaveFocus();
    expect(container.inert).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.inert).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
  });
});
