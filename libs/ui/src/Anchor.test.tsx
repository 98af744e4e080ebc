import { render, screen } from '@testing-library/react';
import { Anchor, AnchorProvider, type AnchorProps } from './Anchor';
import { Button } from './Button';
import { WorkCard } from './WorkCard';

function RouterLike({ href, ...rest }: AnchorProps) {
  return <a href={href} data-router="" {...rest} />;
}

describe('Anchor', () => {
  it('is a plain link without a provider', () => {
    render(<Anchor href="/es/obras">Obras</Anchor>);
    const link = screen.getByRole('link', { name: 'Obras' });
    expect(link).toHaveAttribute('href', '/es/obras');
    expect(link).not.toHaveAttribute('data-router');
  });

  it("renders the app's link component for the kit's links: anchors, buttons as links and work cards", () => {
    render(
      <AnchorProvider component={RouterLike}>
        <Anchor href="/es/artistas" className="x">
          Artistas
        </Anchor>
        <Button as="a" href="/es/tickets">
          Entradas
        </Button>
        <WorkCard
          href="/es/obra/ana/azul"
          title="Azul"
          artistName="Ana"
          lang="es"
          image={null}
          price={null}
          priceFallback="Consultar precio"
        />
      </AnchorProvider>,
    );
    for (const name of ['Artistas', 'Entradas', /Azul/]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('data-router', '');
    }
    expect(screen.getByRole('link', { name: 'Artistas' })).toHaveClass('x');
  });
});
