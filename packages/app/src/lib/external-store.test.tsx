import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStore, useStore } from './external-store';

describe('useStore with a selector', () => {
  it('renders again only when the selected fact changes', () => {
    const store = createStore({ status: 'loading', count: 0 });
    let renders = 0;
    function Status() {
      renders += 1;
      return <p>{useStore(store, (s) => s.status)}</p>;
    }
    render(<Status />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() => store.set((s) => ({ ...s, count: s.count + 1 })));
    expect(renders).toBe(1);
    act(() => store.set((s) => ({ ...s, status: 'ready' })));
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(renders).toBe(2);
  });
});
