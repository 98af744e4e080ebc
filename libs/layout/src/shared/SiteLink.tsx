import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { EXTERNAL_REL } from '../external-links';

/** Props of {@link SiteLink}. */
export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly href: string;
  /** A page of this site: navigated in the app (the loading bar shows). Otherwise a plain link. */
  readonly internal?: boolean;
  /** Opens in a new tab, without access to this page (`rel="noopener noreferrer"`). */
  readonly newTab?: boolean;
  readonly children?: ReactNode;
}

/**
 * A link of the layout: React Router's `<Link>` for a page of this site, a plain `<a>` for anything else (the other
 * site, another domain). Both are real `href`s, so they work before and without JavaScript.
 */
export function SiteLink({ href, internal = false, newTab = false, children, rel, ...rest }: SiteLinkProps) {
  const tab = newTab ? { target: '_blank', rel: rel ? `${rel} ${EXTERNAL_REL}` : EXTERNAL_REL } : { rel };
  if (internal && href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...rest} {...tab}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest} {...tab}>
      {children}
    </a>
  );
}
