import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Hello = () => <p>Hello</p>;

describe('lazyScreen', () => {
  it('renders a screen whose chunk is already in at once, without suspending', async () => {
    const screenDef = lazyScreen(async () => ({ default: Hello }));
    await screenDef.load();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <screenDef.Component />
      </Suspense>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('suspends until a screen not yet loaded arrives, and loads it once', async () => {
    let loads = 0;
    const screenDef = lazyScreen(async () => {
      loads += 1;
      return { default: Hello };
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <screenDef.Component />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    await screenDef.load();
    expect(loads).toBe(1);
  });
});
