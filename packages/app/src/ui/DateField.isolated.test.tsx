import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLanguage } from '../lib/language';
import DateField from './DateField';

// The calendar is Ionic's overlay, which happy-dom cannot style; the e2e journeys open it in
// Chromium. Here only the field is under test: the overlay renders its content when open.
vi.mock('@ionic/react', async (actual) => ({
  ...(await actual<typeof import('@ionic/react')>()),
  IonModal: ({ isOpen, children }: { isOpen: boolean; children: ReactNode }) => (isOpen ? children : null),
}));

afterEach(() => chooseLanguage(undefined));

describe('DateField', () => {
  it("reads as the app writes dates, named by its label, and follows the employee's language", () => {
    chooseLanguage('en');
    render(<DateField label="From" value="2026-12-07" onChange={() => {}} />);
    const field = screen.getByRole('button', { name: 'From 07-Dec-26' });
    expect(field).toHaveAttribute('aria-haspopup', 'dialog');
    act(() => chooseLanguage('es'));
    expect(screen.getByRole('button', { name: 'From 07-Dic-26' })).toBeInTheDocument();
  });

  it('says what to do while empty, and is marked when the date is refused', () => {
    render(<DateField label="To (optional)" placeholder="Same day" value="" invalid onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'To (optional) Same day' })).toHaveAttribute('aria-invalid', 'true');
  });
});
