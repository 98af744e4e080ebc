import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';
import { ArrowRightIcon } from './Icon';

describe('Button', () => {
  it('is a button named by its text, of type "button" unless told', async () => {
    const onClick = jest.fn();
    render(
      <form onSubmit={(e) => e.preventDefault()}>
        <Button onClick={onClick} iconEnd={<ArrowRightIcon />}>
          Cargar más
        </Button>
        <Button type="submit" variant="secondary">
          Enviar
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Cargar más' });
    expect(button).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('type', 'submit');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled natively and ignores clicks', async () => {
    const onClick = jest.fn();
    render(
      <Button disabled onClick={onClick}>
        Pagar
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pagar' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('when busy says so, keeps its name and focus, and ignores clicks and submits', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy onClick={onClick}>
          Pagar
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Pagar' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renders as a link with as="a"', () => {
    render(
      <Button as="a" href="https://tickets.example.org" variant="secondary" target="_blank" rel="noopener">
        Entradas
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Entradas' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', 'https://tickets.example.org');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a disabled link has no address and says it is disabled', async () => {
    const onClick = jest.fn();
    render(
      <Button as="a" href="/es/shop/cesta/1" disabled onClick={onClick}>
        Cesta
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Cesta' });
    expect(link).not.toHaveAttribute('href');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('never renders a script address', () => {
    render(
      <Button as="a" href=" javascript:alert(1)">
        Trampa
      </Button>,
    );
    expect(screen.getByRole('link', { name: 'Trampa' })).not.toHaveAttribute('href');
  });

  it('renders hostile labels as text', () => {
    render(<Button>{'<img src=x onerror=alert(1)>'}</Button>);
    expect(screen.getByRole('button', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
