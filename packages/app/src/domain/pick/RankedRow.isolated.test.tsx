import { PICK_BOARD_TEXTS } from '@crewline/protocol';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import RankedRow from './RankedRow';

// Ionic's button and icon need styles happy-dom cannot parse: plain elements stand in for them here.
vi.mock('@ionic/react', async (actual) => ({
  ...(await actual<typeof import('@ionic/react')>()),
  IonButton: ({
    children,
    onClick,
    disabled,
    'aria-label': label,
  }: {
    children: ReactNode;
    onClick?: () => void;
    disabled?: boolean;
    'aria-label'?: string;
  }) => (
    <button type="button" onClick={onClick} disabled={disabled} aria-label={label}>
      {children}
    </button>
  ),
  IonIcon: () => null,
}));

const item = { itemId: 7, label: 'Package P-7' };
const row = (props: Partial<Parameters<typeof RankedRow>[0]> = {}) =>
  render(
    <ol>
      <RankedRow item={item} index={0} last={false} editable onMove={vi.fn()} onRemove={vi.fn()} {...props}>
        <span className="pref-row__label">{item.label}</span>
      </RankedRow>
    </ol>,
  ).container;

describe('a ranked row', () => {
  it('shows its place, the choice, and where it stands with the reason', () => {
    const c = row({ index: 2, standing: { status: 'SAFE', reason: 'Seats left above you.' } });
    expect(c.querySelector('.pref-row__rank')?.textContent).toBe('3');
    expect(c.querySelector('.pref-row__reason')?.textContent).toBe('Seats left above you.');
    expect(c.querySelector('.board-chip')?.textContent).toBe(PICK_BOARD_TEXTS.statuses.SAFE);
  });

  it('editable: moves up, down and removes; the first cannot move up, the last not down', () => {
    const onMove = vi.fn();
    const onRemove = vi.fn();
    const first = row({ onMove, onRemove });
    expect(first.querySelector('[aria-label="Move Package P-7 up"]')?.hasAttribute('disabled')).toBe(true);
    (first.querySelector('[aria-label="Move Package P-7 down"]') as HTMLElement).click();
    (first.querySelector('[aria-label="Remove Package P-7"]') as HTMLElement).click();
    expect(onMove).toHaveBeenCalledWith(1);
    expect(onRemove).toHaveBeenCalledOnce();
    const last = row({ index: 1, last: true });
    expect(last.querySelector('[aria-label="Move Package P-7 down"]')?.hasAttribute('disabled')).toBe(true);
  });

  it('locked: no actions column unless the list gives buttons of its own, which then stay', () => {
    expect(row({ editable: false }).querySelector('.pref-row__actions')).toBeNull();
    const withRuns = row({ editable: false, extraActions: <button type="button">Runs</button> });
    expect(withRuns.querySelector('.pref-row__actions')?.textContent).toBe('Runs');
    expect(withRuns.querySelector('[aria-label^="Move"]')).toBeNull();
  });

  it('without a standing, neither chip nor reason', () => {
    const c = row();
    expect(c.querySelector('.board-chip')).toBeNull();
    expect(c.querySelector('.pref-row__reason')).toBeNull();
  });
});
