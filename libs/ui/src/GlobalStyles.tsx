import { css, Global } from '@emotion/react';
import { colours, focusRing, fonts, mq, textStyle, typeScale } from './theme';

/**
 * The global stylesheet: a modern reset, body typography, links, the focus
 * indicator, the selection colour and the reduced-motion rules. Fonts themselves come from `fontStylesheets`.
 */
export const globalStyles = css`
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }

  body,
  h1,
  h2,
  h3,
  h4,
  h5,
  h6,
  p,
  figure,
  blockquote,
  dl,
  dd,
  ul,
  ol,
  fieldset,
  legend,
  hr,
  pre {
    margin: 0;
  }

  html {
    text-size-adjust: 100%;
    color-scheme: light;
  }

  body {
    min-height: 100vh;
    min-height: 100dvh;
    font-family: ${fonts.text};
    font-size: ${typeScale.body.fontSize};
    line-height: ${typeScale.body.lineHeight};
    font-optical-sizing: auto;
    color: ${colours.ink};
    background-color: ${colours.paper};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    text-rendering: optimizeLegibility;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    font-family: ${fonts.display};
    font-weight: 400;
    line-height: 1.1;
    text-wrap: balance;
  }

  p,
  li,
  dd,
  figcaption,
  blockquote {
    text-wrap: pretty;
  }

  h1,
  h2,
  h3,
  h4,
  h5,
  h6,
  p,
  li,
  dd,
  dt,
  figcaption {
    overflow-wrap: break-word;
  }

  ul[role='list'],
  ol[role='list'] {
    list-style: none;
    padding: 0;
  }

  img,
  picture,
  video,
  canvas,
  svg {
    display: block;
    max-width: 100%;
  }

  img,
  video {
    height: auto;
  }

  input,
  button,
  textarea,
  select {
    font: inherit;
    color: inherit;
    letter-spacing: inherit;
  }

  button {
    background: none;
    border: 0;
    padding: 0;
    border-radius: 0;
  }

  textarea:not([rows]) {
    min-height: 8em;
  }

  a {
    color: inherit;
    text-decoration-thickness: 1px;
    text-underline-offset: 0.2em;
  }

  ${mq.hover} {
    a:hover {
      text-decoration-color: ${colours.accent};
    }
  }

  hr {
    border: 0;
    border-top: 1px solid ${colours.rule};
  }

  table {
    border-collapse: collapse;
  }

  small {
    ${textStyle('small')};
  }

  [hidden] {
    display: none !important;
  }

  :focus-visible {
    outline: ${focusRing.width}px solid ${focusRing.colour};
    outline-offset: ${focusRing.offset}px;
  }

  ::selection {
    background-color: ${colours.accent};
    color: ${colours.paper};
  }

  @media (prefers-reduced-motion: no-preference) {
    html:focus-within {
      scroll-behavior: smooth;
    }
  }

  ${mq.reducedMotion} {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** Renders the global stylesheet; place it once, at the top of the document's body. */
export function GlobalStyles() {
  return <Global styles={globalStyles} />;
}
