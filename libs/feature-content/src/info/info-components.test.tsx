import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { imageFixture } from '@art/data/testing';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@art/i18n';
import type { Lang } from '@art/routing';
import { FaqAccordion } from './FaqAccordion';
import { PhotoGallery, fullImageUrl } from './PhotoGallery';
import { localeBundle } from '@art/i18n/testing';
import type { Namespace } from '@art/routing';

const texts = (lang: Lang, ns: Namespace) => localeBundle(lang, ns);

function inLanguage(ui: ReactNode, lang: Lang = 'es') {
  const i18n = createI18n(lang, { common: texts(lang, 'common'), info: texts(lang, 'info') });
  return <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>;
}

const ENTRIES = [
  { id: '1', question: '¿Cuándo se celebra la feria?', answer: 'Del 5 al 9 de marzo.\n\nEn Madrid.' },
  { id: '2', question: '¿Cuánto cuesta la entrada?', answer: 'La general, 18 €.' },
];

describe('FaqAccordion', () => {
  it('renders native details on the server, so questions open without JavaScript', () => {
    const html = renderToString(inLanguage(<FaqAccordion entries={ENTRIES} />));
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toContain('<summary');
    expect(html).toContain('¿Cuándo se celebra la feria?');
    expect(html).not.toContain('aria-expanded');
  });

  it('becomes buttons with aria-expanded and aria-controls that Enter and Space toggle', async () => {
    const user = userEvent.setup();
    render(inLanguage(<FaqAccordion entries={ENTRIES} />));
    const first = screen.getByRole('button', { name: ENTRIES[0]!.question });
    const second = screen.getByRole('button', { name: ENTRIES[1]!.question });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeVisible();
    expect(first.closest('h3')).not.toBeNull();

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(within(answer as HTMLElement).getByText('En Madrid.')).toBeVisible();
    expect(answer).toHaveAttribute('role', 'region');
    expect(answer).toHaveAttribute('aria-labelledby', first.id);

    await user.tab();
    expect(second).toHaveFocus();
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    // Opening one leaves the other as it was.
    expect(first).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });
});

const PHOTOS = [1, 2, 3].map((n) => ({
  id: String(n),
  caption: `Pie de la foto ${n}`,
  credit: n === 2 ? null : 'Marta Ruiz',
  image: imageFixture(`fair-photo/am25-0${n}`),
}));

describe('PhotoGallery', () => {
  it('links each thumbnail to its largest image, so it opens without JavaScript', () => {
    const html = renderToString(inLanguage(<PhotoGallery photos={PHOTOS} />));
    expect(html).toContain(`href="${fullImageUrl(PHOTOS[0]!)}"`);
    expect(fullImageUrl(PHOTOS[0]!)).toBe('/api/images/fair-photo/am25-01/5.jpg');
    expect(html).not.toContain('role="dialog"');
  });

  it('opens the viewer on Enter, moves with the arrows and the buttons, traps Tab and gives focus back on Escape', async () => {
    const user = userEvent.setup();
    render(inLanguage(<PhotoGallery photos={PHOTOS} />));
    const thumbs = screen.getAllByRole('link');
    expect(thumbs).toHaveLength(3);
    thumbs[1]!.focus();
    await user.keyboard('{Enter}');

    // The viewer's code loads on first use: the dialog appears once it has.
    const dialog = await screen.findByRole('dialog', { name: 'Visor de fotografías' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Pie de la foto 2' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar el visor' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    expect(within(dialog).getByText('Foto: Marta Ruiz')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 / 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Fotografía anterior' }));
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();

    // Tab goes round the viewer's controls (zoom out and in, close, previous, next) and never leaves it.
    const controls = within(dialog).getAllByRole('button');
    expect(controls.map((button) => button.textContent)).toEqual([
      'Alejar',
      'Acercar',
      'Cerrar el visor',
      'Fotografía anterior',
      'Fotografía siguiente',
    ]);
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    expect(thumbs[1]).toHaveFocus();
  });

  it('opens on a click and closes with its button, in English too', async () => {
    const user = userEvent.setup();
    render(inLanguage(<PhotoGallery photos={PHOTOS} />, 'en'));
    await user.click(screen.getAllByRole('link')[2]!);
    const dialog = screen.getByRole('dialog', { name: 'Photo viewer' });
    expect(within(dialog).getByText('3 / 3')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close the viewer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
