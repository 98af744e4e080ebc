import { firstFreeSlug, slugOfChange } from './slugs';

const takenOf = (slugs: string[]) => async (slug: string) => slugs.includes(slug);

describe('slugs of the back office', () => {
  it('counts from the root until a slug is free', async () => {
    expect(await firstFreeSlug('paisaje', takenOf([]))).toBe('paisaje');
    expect(await firstFreeSlug('paisaje', takenOf(['paisaje', 'paisaje-2']))).toBe('paisaje-3');
  });

  it('keeps a wanted slug when free and refuses it (null) when taken', async () => {
    expect(await slugOfChange(takenOf(['otra']), 'mi-obra', 'Título')).toBe('mi-obra');
    expect(await slugOfChange(takenOf(['mi-obra']), 'mi-obra', 'Título')).toBeNull();
  });

  it('derives one from the name, accents aside, or the fallback when the name has no letter', async () => {
    expect(await slugOfChange(takenOf(['lucia-nunez']), null, 'Lucía Núñez')).toBe('lucia-nunez-2');
    expect(await slugOfChange(takenOf([]), null, '¡¿?!', 'pagina')).toBe('pagina');
  });
});
