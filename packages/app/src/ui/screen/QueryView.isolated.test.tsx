import { RAW_ERRORS } from '@crewline/protocol';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../../lib/service-error';
import QueryView from './QueryView';

// Ionic's button needs styles happy-dom cannot parse: a plain button stands in for it here.
vi.mock('@ionic/react', async (actual) => ({
  ...(await actual<typeof import('@ionic/react')>()),
  IonButton: ({ onClick, children }: { onClick?: () => void; children: ReactNode }) => (
    <button type="button" onClick={onClick}>
      {children}
    </button>
  ),
}));

const nothing = () => null;

const failedWith = (error: unknown) => ({ data: undefined, isError: true, error, refetch: vi.fn() });
const refusal = ServiceError.fromMessage({
  Error: RAW_ERRORS.nonEmptyOutput('The pay week of 29-Nov-26 has not started yet.'),
  PopupMessages: [],
  StatusBarMessages: [],
});

describe('a screen whose data did not come', () => {
  it('offers to try again after a fault', () => {
    const query = failedWith(ServiceError.fromHttp({ kind: 'status', status: 500 }));
    render(
      <QueryView query={query} failed="This pay week could not be loaded.">
        {nothing}
      </QueryView>,
    );
    expect(screen.getByText('This pay week could not be loaded.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(query.refetch).toHaveBeenCalled();
  });

  it("gives the service's refusal instead, with no retry that would be refused again", () => {
    render(
      <QueryView query={failedWith(refusal)} failed="This pay week could not be loaded.">
        {nothing}
      </QueryView>,
    );
    expect(screen.getByText('The pay week of 29-Nov-26 has not started yet.')).toBeInTheDocument();
    expect(screen.queryByText('This pay week could not be loaded.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
