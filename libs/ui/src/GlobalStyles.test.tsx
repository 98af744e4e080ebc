import { render } from '@testing-library/react';
import { GlobalStyles } from './GlobalStyles';
import { colours } from './theme';

/** Every rule Emotion inserted (as text nodes or through the CSSOM), without whitespace. */
function insertedCss(): string {
  return [...document.head.querySelectorAll('style')]
    .map((style) => (style.textContent ?? '') + [...(style.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(''))
    .join('')
    .replace(/\s+/g, '');
}

describe('GlobalStyles', () => {
  it('inserts the reset, the font stacks, focus, selection and reduced-motion rules', () => {
    render(<GlobalStyles />);
    const text = insertedCss();
    expect(text).toContain('box-sizing:border-box');
    expect(text).toMatch(/body\{[^}]*font-family:system-ui,/);
    expect(text).toMatch(/h1,h2,h3,h4,h5,h6\{[^}]*font-family:["']Fraunces["']/);
    expect(text).toContain(`:focus-visible{outline:2pxsolid${colours.accent}`);
    expect(text).toContain(`::selection{background-color:${colours.accent};color:${colours.paper}`);
    expect(text).toContain('@media(prefers-reduced-motion:reduce)');
    expect(text).toContain('animation-duration:0.01ms!important');
    expect(text).not.toContain('@font-face');
  });
});
