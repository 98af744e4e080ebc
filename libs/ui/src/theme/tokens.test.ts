import { breakpoints, CONTAINER_MAX_WIDTH, MASONRY_COLUMNS, MASONRY_GAPS, mq } from './breakpoints';
import { fluid, TYPE_STYLE_NAMES, typeScale } from './typography';
import { space, zIndex } from './tokens';
import { theme } from './index';

describe('breakpoints', () => {
  it('are the specification’s', () => {
    expect(breakpoints).toMatchObject({
      mobile: 320,
      mobileMax: 767,
      tablet: 768,
      tabletMax: 1024,
      desktop: 1025,
      wide: 1320,
      hd: 1441,
      hdMax: 1920,
    });
    expect(CONTAINER_MAX_WIDTH).toBe(1400);
    expect(MASONRY_GAPS).toEqual({ mobile: 20, tablet: 30, desktop: 60 });
    expect(MASONRY_COLUMNS).toEqual({ mobile: 1, tablet: 2, desktop: 3, wide: 4 });
  });

  it('give mobile-first media queries, the wide one strictly above 1320 px', () => {
    expect(mq.tablet).toBe('@media (min-width: 768px)');
    expect(mq.desktop).toBe('@media (min-width: 1025px)');
    expect(mq.wide).toBe('@media (min-width: 1321px)');
    expect(mq.hd).toBe('@media (min-width: 1441px)');
    expect(mq.belowWide).toBe('@media (max-width: 1320.98px)');
    expect(mq.belowDesktop).toBe('@media (max-width: 1024.98px)');
    expect(mq.mobileOnly).toBe('@media (max-width: 767.98px)');
  });
});

describe('type scale', () => {
  it('is fluid with clamp() between a smaller and a larger size, largest steps first', () => {
    for (const name of TYPE_STYLE_NAMES) {
      const step = typeScale[name];
      expect(step.fontSize).toMatch(/^clamp\([\d.]+rem, -?[\d.]+rem \+ [\d.]+vw, [\d.]+rem\)$/);
      expect(step.maxPx).toBeGreaterThanOrEqual(step.minPx);
    }
    expect(TYPE_STYLE_NAMES).toEqual(['display', 'h1', 'h2', 'h3', 'body', 'small', 'caption']);
    const maxima = TYPE_STYLE_NAMES.map((n) => typeScale[n].maxPx);
    expect([...maxima].sort((a, b) => b - a)).toEqual(maxima);
  });

  it('keeps body text at 16 px or more and nothing under 12 px', () => {
    expect(typeScale.body.minPx).toBeGreaterThanOrEqual(16);
    expect(Math.min(...TYPE_STYLE_NAMES.map((n) => typeScale[n].minPx))).toBeGreaterThanOrEqual(12);
  });

  it('fluid() reaches its bounds at 320 and 1440 px', () => {
    const value = fluid(16, 18);
    expect(value).toBe('clamp(1rem, 0.9643rem + 0.1786vw, 1.125rem)');
    const [, intercept, slope] = /clamp\([\d.]+rem, (-?[\d.]+)rem \+ ([\d.]+)vw/.exec(value) ?? [];
    const at = (vw: number) => Number(intercept) * 16 + (Number(slope) / 100) * vw;
    expect(at(320)).toBeCloseTo(16, 1);
    expect(at(1440)).toBeCloseTo(18, 1);
  });

  it('fluid() refuses nonsense', () => {
    expect(() => fluid(20, 10)).toThrow();
    expect(() => fluid(0, 10)).toThrow();
    expect(() => fluid(Number.NaN, 10)).toThrow();
    expect(() => fluid(10, 20, 800, 400)).toThrow();
  });
});

describe('scales', () => {
  it('space grows and z-indexes keep the skip link above everything', () => {
    const rems = Object.values(space).map((v) => parseFloat(v));
    expect([...rems].sort((a, b) => a - b)).toEqual(rems);
    expect(zIndex.skipLink).toBe(Math.max(...Object.values(zIndex)));
    expect(zIndex.modal).toBeGreaterThan(zIndex.header);
  });

  it('theme gathers the tokens', () => {
    expect(theme.masonryGaps).toBe(MASONRY_GAPS);
    expect(theme.mq.wide).toBe(mq.wide);
    expect(theme.colours.ink).toBe('#111111');
  });
});
