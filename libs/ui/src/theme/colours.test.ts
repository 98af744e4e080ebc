import { colours, contrastRatio, MIN_TEXT_CONTRAST, relativeLuminance, TEXT_COLOUR_PAIRS } from './colours';

describe('contrastRatio', () => {
  it('gives the WCAG extremes and is symmetric', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // A known value: #767676 on white is the classic 4.54:1.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('refuses what is not a hex colour', () => {
    expect(() => relativeLuminance('red')).toThrow('Not a hex colour');
    expect(() => contrastRatio('#12345', '#fff')).toThrow();
    expect(() => contrastRatio('#fff; } body { display:none', '#fff')).toThrow();
  });
});

describe('colour pairs of the palette', () => {
  it.each(TEXT_COLOUR_PAIRS.map(([fg, bg]) => [fg, bg, contrastRatio(colours[fg], colours[bg])]))(
    '%s text on %s reaches AA (%f:1)',
    (_fg, _bg, ratio) => {
      expect(ratio).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    },
  );

  it('covers every text colour on paper', () => {
    const onPaper = TEXT_COLOUR_PAIRS.filter(([, bg]) => bg === 'paper').map(([fg]) => fg);
    expect(onPaper).toEqual(expect.arrayContaining(['ink', 'muted', 'accent', 'danger', 'success']));
  });

  it('draws control boundaries at ≥ 3:1 (WCAG 1.4.11) and keeps hairlines quiet', () => {
    expect(contrastRatio(colours.ruleStrong, colours.paper)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colours.accent, colours.paper)).toBeGreaterThanOrEqual(3); // the focus ring
    expect(contrastRatio(colours.rule, colours.paper)).toBeLessThan(1.6);
  });
});
