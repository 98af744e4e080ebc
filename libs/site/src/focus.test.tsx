import { render, screen } from '@testing-library/react';
import { useFocusOnArrival } from './focus';

function Step({ state = 'pending' }: { state?: string }) {
  useFocusOnArrival(state);
  return <h2>{state === 'paid' ? 'Gracias por tu compra' : 'Confirmando el pago'}</h2>;
}

function Page({ children }: { children: React.ReactNode }) {
  return (
    <>
      <input aria-label="Buscar" />
      <main id="content">{children}</main>
    </>
  );
}

describe('useFocusOnArrival', () => {
  afterEach(() => (document.activeElement as HTMLElement | null)?.blur());

  it('takes a visitor whose focus was lost to the page’s heading, and again when the heading changes in place', () => {
    const { rerender } = render(
      <Page>
        <Step />
      </Page>,
    );
    expect(screen.getByRole('heading', { name: 'Confirmando el pago' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    rerender(
      <Page>
        <Step state="paid" />
      </Page>,
    );
    expect(screen.getByRole('heading', { name: 'Gracias por tu compra' })).toHaveFocus();
  });

  it('takes the focus from the cookie banner’s region, which holds a fresh page’s, to a step’s heading', () => {
    const { rerender } = render(
      <Page>
        <section aria-label="Aviso de cookies" tabIndex={-1} data-cookie-banner="" />
      </Page>,
    );
    screen.getByRole('region', { name: 'Aviso de cookies' }).focus();
    rerender(
      <Page>
        <Step />
      </Page>,
    );
    expect(screen.getByRole('heading', { name: 'Confirmando el pago' })).toHaveFocus();
  });

  it('leaves the focus a visitor holds where it is', () => {
    const { rerender } = render(<Page>{null}</Page>);
    screen.getByRole('textbox', { name: 'Buscar' }).focus();
    rerender(
      <Page>
        <Step />
      </Page>,
    );
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toHaveFocus();
  });
});
