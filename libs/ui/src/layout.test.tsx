import { render, screen, within } from '@testing-library/react';
import { Container } from './Container';
import { Heading } from './Heading';
import { Cluster, Stack } from './Stack';
import { Text } from './Text';

describe('Container', () => {
  it('renders its element with its content', () => {
    render(
      <Container as="section" aria-label="Galerías">
        <p>contenido</p>
      </Container>,
    );
    const region = screen.getByRole('region', { name: 'Galerías' });
    expect(within(region).getByText('contenido')).toBeInTheDocument();
  });

  it('is a div by default', () => {
    const { container } = render(<Container width="text">texto</Container>);
    expect(container.firstElementChild?.tagName).toBe('DIV');
  });
});

describe('Stack and Cluster', () => {
  it('keep list semantics when rendered as lists', () => {
    render(
      <>
        <Stack as="ul" aria-label="pila" gap={6}>
          <li>uno</li>
          <li>dos</li>
        </Stack>
        <Cluster as="ol" aria-label="grupo" gap={2} justify="between">
          <li>a</li>
        </Cluster>
      </>,
    );
    expect(within(screen.getByRole('list', { name: 'pila' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('list', { name: 'grupo' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('render a plain element otherwise, keeping a role given by the caller', () => {
    render(
      <Cluster as="nav" aria-label="Idiomas">
        <a href="/en">English</a>
      </Cluster>,
    );
    expect(screen.getByRole('navigation', { name: 'Idiomas' })).toBeInTheDocument();
  });
});

describe('Heading', () => {
  it('takes its element from the level and its look from the size', () => {
    render(
      <>
        <Heading level={1}>Obras</Heading>
        <Heading level={2} size="display">
          ARTE Madrid 2025
        </Heading>
        <Heading level={4} size="caption">
          Destacados
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Obras' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ARTE Madrid 2025' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Destacados' })).toBeInTheDocument();
  });

  it('falls back to h2 for a level out of range', () => {
    // A level from untyped data (e.g. CMS content) must still give a heading.
    render(<Heading level={9 as 2}>Fuera de rango</Heading>);
    expect(screen.getByRole('heading', { level: 2, name: 'Fuera de rango' })).toBeInTheDocument();
  });
});

describe('Text', () => {
  it('renders a paragraph by default, or the element asked for', () => {
    render(
      <>
        <Text>Un párrafo</Text>
        <Text as="span" size="small" tone="muted">
          IVA incluido
        </Text>
        <Text as="time" dateTime="2025-03-05" size="caption">
          5 de marzo
        </Text>
      </>,
    );
    expect(screen.getByText('Un párrafo').tagName).toBe('P');
    expect(screen.getByText('IVA incluido').tagName).toBe('SPAN');
    expect(screen.getByText('5 de marzo')).toHaveAttribute('datetime', '2025-03-05');
  });
});
