import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { imageFixture } from '@art/data/testing';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@art/i18n';
import { localeBundle } from '@art/i18n/testing';
import { ImageViewer, largestImageUrl, type ViewerImage } from './ImageViewer';

const common = localeBundle('es', 'common');

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
    <I18nextProvider i18n={createI18n('es', { common })}>
      <button type="button" onClick={() => setOpen(0)}>
        Abrir
      </button>
      <button type="button">Otro</button>
      {open !== null ? (
        <ImageViewer images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} texts={TEXTS} />
      ) : null}
    </I18nextProvider>
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
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Alejar', 'Acercar', 'Cerrar']);
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

  it('zooms with the buttons and the keys, asks for the largest size then, and fits again', async () => {
    const user = userEvent.setup();
    render(<Harness images={[1, 2].map((n) => ({ image: imageFixture(`work/1/${n}`), alt: `Imagen ${n}` }))} />);
    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Visor' });
    const picture = () => within(dialog).getByRole('img', { name: /^Imagen/ });
    const zoomOut = within(dialog).getByRole('button', { name: 'Alejar' });
    const zoomIn = within(dialog).getByRole('button', { name: 'Acercar' });

    expect(picture()).toHaveAttribute('data-zoom-scale', '1.00');
    expect(picture()).toHaveAttribute('sizes', '100vw');
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true');

    await user.click(zoomIn);
    expect(picture()).toHaveAttribute('data-zoom-scale', '1.50');
    expect(picture().style.transform).toBe('translate(0px, 0px) scale(1.5)');
    expect(picture()).toHaveAttribute('sizes', '400vw');
    expect(zoomOut).not.toHaveAttribute('aria-disabled', 'true');

    // Keys: + zooms in, up to four times; the arrows then move the picture instead of changing it; 0 fits it again.
    for (let i = 0; i < 6; i += 1) await user.keyboard('+');
    expect(picture()).toHaveAttribute('data-zoom-scale', '4.00');
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true');
    // At its limit the button keeps the focus (a disabled one would drop it out of the dialog).
    expect(zoomIn).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleDescription('Imagen 1');
    await user.keyboard('-');
    expect(picture()).toHaveAttribute('data-zoom-scale', '2.67');
    await user.keyboard('-');
    await user.keyboard('-');
    // 1.78, then 1.19 would leave a picture barely larger than the screen: it lands on fitted.
    expect(picture()).toHaveAttribute('data-zoom-scale', '1.00');
    await user.keyboard('+');
    await user.keyboard('0');
    expect(picture()).toHaveAttribute('data-zoom-scale', '1.00');
    // Zooming out does not go back to the smaller size: the largest is there already.
    expect(picture()).toHaveAttribute('sizes', '400vw');

    // Fitted, the arrows change the picture again, and the next one opens fitted at its usual size.
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveAccessibleDescription('Imagen 2');
    expect(picture()).toHaveAttribute('data-zoom-scale', '1.00');
    expect(picture()).toHaveAttribute('sizes', '100vw');
  });
});
