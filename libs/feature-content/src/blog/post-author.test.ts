import { postPageFixture } from '../testing';
import { postAuthorJsonLd } from './post-author';

describe('postAuthorJsonLd', () => {
  it('gives a post signed by the fair’s team an Organization author, in either language', () => {
    expect(postAuthorJsonLd({ author: 'Fair team', authorIsTeam: true }, 'Art Madrid')).toEqual({
      '@type': 'Organization',
      name: 'Fair team',
    });
    expect(postAuthorJsonLd({ author: 'Equipo de la feria', authorIsTeam: true }, 'Art Madrid')).toEqual({
      '@type': 'Organization',
      name: 'Equipo de la feria',
    });
    const post = postPageFixture().getArticle!;
    expect(postAuthorJsonLd(post, 'Art Madrid')).toEqual({ '@type': 'Organization', name: 'Redacción' });
  });

  it('keeps a person’s name a Person', () => {
    expect(postAuthorJsonLd({ author: 'Lucía Ferrer', authorIsTeam: false }, 'Art Madrid')).toEqual({
      '@type': 'Person',
      name: 'Lucía Ferrer',
    });
  });

  it('signs an unsigned post with the fair’s name, as an Organization', () => {
    expect(postAuthorJsonLd({ author: null, authorIsTeam: false }, 'Art Madrid')).toEqual({
      '@type': 'Organization',
      name: 'Art Madrid',
    });
  });
});
