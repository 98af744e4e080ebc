import { createContext, useContext, type AnchorHTMLAttributes, type ReactElement, type ReactNode } from 'react';

/** Props of {@link Anchor}: those of `<a>`. */
export type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement>;

/** The component an app gives for its links (its router's link for its own pages, `<a>` for the rest). */
export type AnchorComponent = (props: AnchorProps) => ReactElement | null;

const AnchorContext = createContext<AnchorComponent | null>(null);

/** Gives the kit's links (cards, buttons as links, chips) the app's link component. */
export function AnchorProvider({ component, children }: { component: AnchorComponent; children?: ReactNode }) {
  return <AnchorContext.Provider value={component}>{children}</AnchorContext.Provider>;
}

/**
 * Every link of the kit: the app's link component when one is given ({@link AnchorProvider}), so a page of the
 * site is reached without a full reload; a plain `<a>` otherwise. Either way a real `href`, followed without
 * JavaScript too.
 */
export function Anchor(props: AnchorProps) {
  const Component = useContext(AnchorContext);
  return Component ? <Component {...props} /> : <a {...props} />;
}
