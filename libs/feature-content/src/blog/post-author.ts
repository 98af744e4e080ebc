import type { JsonLdObject } from '@art/site';

/**
 * The `author` of a post's structured data: a team's signature ("Fair team", "Equipo de la feria") is an
 * `Organization`, a person's name a `Person`; an unsigned post is the fair's (`fairName`).
 * @example postAuthorJsonLd({ author: 'Fair team', authorIsTeam: true }, 'Art Madrid') // { '@type': 'Organization', name: 'Fair team' }
 */
export function postAuthorJsonLd(
  post: { author?: string | null; authorIsTeam?: boolean | null },
  fairName: string,
): JsonLdObject {
  const author = post.author?.trim();
  if (!author) return { '@type': 'Organization', name: fairName };
  return { '@type': post.authorIsTeam ? 'Organization' : 'Person', name: author };
}
