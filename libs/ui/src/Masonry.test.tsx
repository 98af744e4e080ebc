import { render, screen, within } from '@testing-library/react';
import { Masonry, masonryImageSizes, MASONRY_IMAGE_SIZES, resolveColumns } from './Masonry';

function insertedCss(): string {
  return [...document.head.querySelectorAll('style')]
    .map((style) => (style.textContent ?? '') + [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''))
    .join('')
    .replace(/\s+/g, '');
}

describe('Masonry', () => {
  it('renders its children as a list, in order', () => {
    render(
      <Masonry aria-label="Obras">
        {['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco'].map((t) => (
          <article key={t}>{t}</article>
        ))}
      </Masonry>,
    );
    const list = screen.getByRole('list', { name: 'Obras' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Uno', 'Dos', 'Tres', 'Cuatro', 'Cinco']);
  });

  it('drops empty children and renders divs with as="div"', () => {
    const { container } = render(
      <Masonry as="div">
        <p>a</p>
        {null}
        {false}
        <p>b</p>
      </Masonry>,
    );
    expect(screen.queryByRole('list')).toBeNull();
    expect([...(container.firstElementChild?.children ?? [])].map((c) => `${c.tagName}:${c.textContent}`)).toEqual([
      'DIV:a',
      'DIV:b',
    ]);
  });

  it('lays out with the specification gaps and 1/2/3/4 columns', () => {
    render(
      <Masonry aria-label="m">
        {['a', 'b', 'c', 'd', 'e'].map((t) => (
          <p key={t}>{t}</p>
        ))}
      </Masonry>,
    );
    const cls = screen.getByRole('list').className;
    // Vendor-prefixed copies removed, so the standard declarations are checked.
    const css = insertedCss().replace(/-(webkit|ms|moz)-[a-z-]+:[^;]+;/g, '');
    expect(css).toContain(
      `.${cls}{list-style:none;margin:0;padding:0;column-count:1;column-gap:20px;margin-block-end:-20px;align-items:start;orphans:1;widows:1;}`,
    );
    expect(css).toContain(`@media(min-width:768px){.${cls}{column-count:2;column-gap:30px;margin-block-end:-30px;}}`);
    expect(css).toContain(`@media(min-width:1025px){.${cls}{column-count:3;column-gap:60px;margin-block-end:-60px;}}`);
    expect(css).toContain(`@media(min-width:1321px){.${cls}{column-count:4;}}`);
    // Whole items, each an unbreakable box as wide as its column, with the gap under it.
    expect(css).toMatch(
      new RegExp(
        `\\.${cls}>\\*\\{display:inline-block;width:100%;vertical-align:top;break-inside:avoid;margin-block-end:20px;`,
      ),
    );
    expect(css).toContain(`@media(min-width:1025px){.${cls}>*{margin-block-end:60px;}}`);
  });

  it('puts fewer items than columns in one row, as wide as the columns, where they are fewer (issue 36)', () => {
    render(
      <Masonry aria-label="m">
        {['a', 'b', 'c'].map((t) => (
          <p key={t}>{t}</p>
        ))}
      </Masonry>,
    );
    const cls = screen.getByRole('list').className;
    const css = insertedCss().replace(/-(webkit|ms|moz)-[a-z-]+:[^;]+;/g, '');
    // Phones (1 column) and tablets (2) have more items than columns: multi-column.
    expect(css).toContain(`.${cls}{list-style:none;margin:0;padding:0;column-count:1;column-gap:20px;`);
    expect(css).toContain(`@media(min-width:768px){.${cls}{column-count:2;column-gap:30px;margin-block-end:-30px;}}`);
    // Desktops (3) and wide screens (4): a row of the three, each in a column of the layout's own width.
    expect(css).toContain(
      `@media(min-width:1025px){.${cls}{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));column-gap:60px;margin-block-end:-60px;}}`,
    );
    expect(css).toContain(`@media(min-width:1321px){.${cls}{grid-template-columns:repeat(4,minmax(0,1fr));}}`);
    expect(css).not.toContain(`@media(min-width:1321px){.${cls}{column-count`);
  });

  it('puts two items in a row from the first width that has two columns, and one item in a row everywhere', () => {
    const { unmount } = render(
      <Masonry aria-label="two" columns={{ mobile: 2 }}>
        {[<p key="a">a</p>, <p key="b">b</p>]}
      </Masonry>,
    );
    const two = screen.getByRole('list').className;
    let css = insertedCss().replace(/-(webkit|ms|moz)-[a-z-]+:[^;]+;/g, '');
    expect(css).toContain(
      `.${two}{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));column-gap:20px;`,
    );
    expect(css).not.toMatch(new RegExp(`\\.${two}\\{[^}]*column-count`));
    unmount();
    render(<Masonry aria-label="one">{[<p key="a">a</p>]}</Masonry>);
    const one = screen.getByRole('list').className;
    css = insertedCss().replace(/-(webkit|ms|moz)-[a-z-]+:[^;]+;/g, '');
    expect(css).toContain(
      `.${one}{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(1,minmax(0,1fr));`,
    );
    expect(css).not.toMatch(new RegExp(`\\.${one}\\{[^}]*column-count`));
  });

  it('in rows mode uses a grid in DOM order', () => {
    render(
      <Masonry aria-label="m" mode="rows" columns={{ desktop: 5 }}>
        {[<p key="a">a</p>]}
      </Masonry>,
    );
    const cls = screen.getByRole('list').className;
    const css = insertedCss().replace(/-(webkit|ms|moz)-[a-z-]+:[^;]+;/g, '');
    expect(css).toContain(
      `.${cls}{list-style:none;margin:0;padding:0;display:grid;align-items:start;grid-template-columns:repeat(1,minmax(0,1fr));gap:20px;}`,
    );
    expect(css).toContain(`@media(min-width:1025px){.${cls}{grid-template-columns:repeat(5,minmax(0,1fr));gap:60px;}}`);
  });

  it('ignores invalid column counts', () => {
    expect(resolveColumns({ mobile: 0, tablet: 2.5, desktop: 99, wide: Number.NaN })).toEqual({
      mobile: 1,
      tablet: 2,
      desktop: 3,
      wide: 4,
    });
    expect(resolveColumns({ mobile: 2 })).toEqual({ mobile: 2, tablet: 2, desktop: 3, wide: 4 });
  });

  it('gives the image sizes of its columns', () => {
    expect(MASONRY_IMAGE_SIZES).toBe(
      '(min-width: 1321px) calc((100vw - 300px) / 4), (min-width: 1025px) calc((100vw - 240px) / 3), ' +
        '(min-width: 768px) calc((100vw - 90px) / 2), calc(100vw - 40px)',
    );
    expect(masonryImageSizes({ mobile: 2 })).toMatch(/calc\(\(100vw - 60px\) \/ 2\)$/);
  });
});
