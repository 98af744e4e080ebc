/**
 * @jest-environment node
 */
import { sponsorsPageFixture } from '../testing';
import { groupByLevel } from './sponsors-page';

describe('groupByLevel', () => {
  it('groups sponsors by level in rank order, leaving out empty and unknown levels', () => {
    const [main, media] = sponsorsPageFixture().sponsors;
    const odd = { ...main!, id: '99', level: 'gold' };
    const groups = groupByLevel([media!, odd, main!]);
    expect(groups.map((g) => [g.level, g.sponsors.map((s) => s.id)])).toEqual([
      ['main', ['1']],
      ['media', ['11']],
    ]);
  });

  it('gives no level at all when there are no sponsors', () => {
    expect(groupByLevel([])).toEqual([]);
  });
});
