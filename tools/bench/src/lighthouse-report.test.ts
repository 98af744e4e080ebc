import { median, runOf, verdict, verdictTable } from './lighthouse-report';

describe('median', () => {
  it('is the middle value of an odd sample, whatever its order', () => {
    expect(median([97, 88, 99, 91, 95])).toBe(95);
  });

  it('is the mean of the two middle values of an even sample', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty sample', () => {
    expect(() => median([])).toThrow('empty');
  });
});

describe('verdict', () => {
  const runs = [
    { score: 96, lcp: 1800, tbt: 40, cls: 0, cpu: 1500 },
    { score: 93, lcp: 2600, tbt: 210, cls: 0.02, cpu: 1400 },
    { score: 97, lcp: 1700, tbt: 20, cls: 0, cpu: 1450.4 },
    { score: 95, lcp: 1900, tbt: 60, cls: 0.01, cpu: 1600 },
    { score: 90, lcp: 2900, tbt: 300, cls: 0.05, cpu: 1300 },
  ];

  it('takes the median of each metric on its own and passes a median score at the goal', () => {
    expect(verdict('shop works', 'http://x/es/shop/obras', runs)).toEqual({
      page: 'shop works',
      url: 'http://x/es/shop/obras',
      runs: 5,
      score: 95,
      lcp: 1900,
      tbt: 60,
      cls: 0.01,
      cpu: 1450.4,
      pass: true,
    });
  });

  it('fails a median score under the goal', () => {
    expect(verdict('fair home', 'http://x/', runs, 96).pass).toBe(false);
  });

  it('prints the medians rounded, with the verdict', () => {
    const row = verdict('fair home', 'http://x/', runs, 96);
    expect(verdictTable([row])).toEqual([
      {
        page: 'fair home',
        runs: 5,
        score: 95,
        'LCP ms': 1900,
        'TBT ms': 60,
        CLS: 0.01,
        'CPU index': 1450,
        '≥ 95': 'FAIL',
      },
    ]);
  });
});

describe('runOf', () => {
  it('reads the score as 0–100 and the metrics of a Lighthouse result', () => {
    const lhr = {
      categories: { performance: { score: 0.934 } },
      audits: {
        'largest-contentful-paint': { numericValue: 2100.5 },
        'total-blocking-time': { numericValue: 150 },
        'cumulative-layout-shift': { numericValue: 0.003 },
      },
      environment: { benchmarkIndex: 1234.5 },
    };
    expect(runOf(lhr)).toEqual({ score: 93, lcp: 2100.5, tbt: 150, cls: 0.003, cpu: 1234.5 });
    expect(() => runOf({ ...lhr, environment: {} })).toThrow('no benchmark index');
  });

  it('refuses a result without a score (a page that failed to load)', () => {
    expect(() => runOf({ categories: { performance: { score: null } }, audits: {} })).toThrow('no performance score');
  });
});
