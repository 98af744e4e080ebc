import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SEARCH_FOCUS_DELAY_MS, SearchField } from './SearchField';
import type { Translate } from './FormText';

const texts: Record<string, string> = { 'forms:search.label': 'Buscar', 'forms:search.clear': 'Borrar la búsqueda' };
const t: Translate = (key) => texts[key] ?? key;

const searchIcon = () => document.querySelector('svg[data-icon="search"]');
const clearButton = () => screen.queryByRole('button', { name: 'Borrar la búsqueda' });

describe('SearchField', () => {
  it('shows the search icon while blurred and the clear button while focused and not empty', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SearchField name="q" t={t} />
        <button type="button">fuera</button>
      </>,
    );
    const input = screen.getByRole('searchbox', { name: 'Buscar' });
    expect(searchIcon()).toBeInTheDocument();
    expect(clearButton()).not.toBeInTheDocument();

    await user.click(input);
    expect(searchIcon()).not.toBeInTheDocument();
    expect(clearButton()).not.toBeInTheDocument();

    await user.type(input, 'Picasso');
    expect(clearButton()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'fuera' }));
    expect(searchIcon()).toBeInTheDocument();
    expect(clearButton()).not.toBeInTheDocument();
    expect(input).toHaveValue('Picasso');
  });

  it('clears the text with the clear button and keeps the focus in the field', async () => {
    const user = userEvent.setup();
    const onClear = jest.fn();
    const onValueChange = jest.fn();
    render(<SearchField t={t} defaultValue="Miró" onClear={onClear} onValueChange={onValueChange} />);
    const input = screen.getByRole('searchbox');
    await user.click(input);
    await user.click(clearButton() as HTMLElement);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(clearButton()).not.toBeInTheDocument();
    expect(searchIcon()).not.toBeInTheDocument();
  });

  it('keeps the clear button while the keyboard moves onto it', async () => {
    const user = userEvent.setup();
    render(<SearchField t={t} defaultValue="Sorolla" />);
    await user.click(screen.getByRole('searchbox'));
    await user.tab();
    expect(clearButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('works with a value the parent owns', async () => {
    const user = userEvent.setup();
    function Owner() {
      const [text, setText] = useState('Goya');
      return (
        <>
          <SearchField t={t} value={text} onValueChange={setText} />
          <output>{text}</output>
        </>
      );
    }
    render(<Owner />);
    await user.click(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), '!');
    expect(screen.getByRole('status')).toHaveTextContent('Goya!');
    await user.click(clearButton() as HTMLElement);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  describe('autoFocus', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('takes the focus 100 ms after mounting, not before', () => {
      expect(SEARCH_FOCUS_DELAY_MS).toBe(100);
      render(<SearchField t={t} autoFocus />);
      const input = screen.getByRole('searchbox');
      expect(input).not.toHaveFocus();
      act(() => jest.advanceTimersByTime(SEARCH_FOCUS_DELAY_MS - 1));
      expect(input).not.toHaveFocus();
      expect(searchIcon()).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(input).toHaveFocus();
      expect(searchIcon()).not.toBeInTheDocument();
    });

    it('does not take the focus once unmounted', () => {
      const { unmount } = render(<SearchField t={t} autoFocus />);
      unmount();
      expect(() => act(() => jest.advanceTimersByTime(SEARCH_FOCUS_DELAY_MS))).not.toThrow();
      expect(document.body).toHaveFocus();
    });
  });
});
