import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { useNavigation } from 'react-router';
import { renderInSite, text } from '../test-utils';
import { LoadingBar, trickle } from './LoadingBar';

jest.mock('react-router', () => ({ ...jest.requireActual('react-router'), useNavigation: jest.fn() }));

const navigation = useNavigation as jest.MockedFunction<typeof useNavigation>;
const state = (value: 'idle' | 'loading' | 'submitting') => ({ state: value }) as ReturnType<typeof useNavigation>;

/** Re-renders the bar on demand, inside the providers, after the mocked navigation state changed. */
function Harness() {
  const [, setTick] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTick((n) => n + 1)}>
        tick
      </button>
      <LoadingBar />
    </>
  );
}

describe('LoadingBar', () => {
  it('shows while a route change is under way, from the minimum of 0.08, and hides when idle', async () => {
    navigation.mockReturnValue(state('idle'));
    await renderInSite(<Harness />);
    const rerender = () => fireEvent.click(screen.getByRole('button', { name: 'tick' }));
    expect(document.querySelector('[data-loading-bar]')).toBeNull();
    navigation.mockReturnValue(state('loading'));
    rerender();
    const bar = document.querySelector('[data-loading-bar] [aria-hidden]') as HTMLElement;
    expect(bar.style.transform).toBe('scaleX(0.08)');
    expect(screen.getByRole('status')).toHaveTextContent(text('es', 'actions.loading'));
    navigation.mockReturnValue(state('submitting'));
    rerender();
    expect(document.querySelector('[data-loading-bar]')).not.toBeNull();
    navigation.mockReturnValue(state('idle'));
    rerender();
    expect(document.querySelector('[data-loading-bar]')).toBeNull();
  });

  it('creeps forward without ever passing 90 %', async () => {
    let value = 0.08;
    for (let i = 0; i < 100; i += 1) {
      const next = trickle(value);
      expect(next).toBeGreaterThanOrEqual(value);
      value = next;
    }
    expect(value).toBeLessThanOrEqual(0.9);
    expect(value).toBeGreaterThan(0.85);
  });
});
