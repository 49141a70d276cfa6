import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEnvironment, loginElements } from '../../../test/factories';
import { buildProfile } from '../../session/profile';
import WelcomeSummary from './WelcomeSummary';

const profile = (expiry: string, byDirectory?: 'Y') =>
  buildProfile(loginElements({ HEADER_PWD_EXPIRATION_DATE_0: expiry, PASSWORD_BY_DIRECTORY: byDirectory }), {
    userName: '100001',
    password: 'p',
    environment: anEnvironment(),
  });

describe('WelcomeSummary', () => {
  it('shows name, pass id, seniority and a highlighted note under 15 days', () => {
    render(<WelcomeSummary profile={profile('01-Dec-2026')} today="2026-11-21" headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Maria Delgado' })).toBeInTheDocument();
    expect(screen.getByText('100001')).toBeInTheDocument();
    expect(screen.getByText('208')).toBeInTheDocument();
    expect(screen.getByText('Password expires in 10 days (on 12/01)')).toHaveAttribute('data-highlighted', 'true');
  });

  it('does not highlight the note from 15 days on, and has none without an expiry', () => {
    const { unmount } = render(<WelcomeSummary profile={profile('06-Dec-2026')} today="2026-11-21" />);
    expect(screen.getByText('Password expires in 15 days (on 12/06)')).toHaveAttribute('data-highlighted', 'false');
    unmount();
    render(<WelcomeSummary profile={profile('')} today="2026-11-21" />);
    expect(screen.queryByText(/Password expires/)).not.toBeInTheDocument();
  });

  it("has no expiry note, and so no way to Change password, when the agency's directory keeps the password", () => {
    const { unmount } = render(
      <WelcomeSummary profile={profile('01-Dec-2026')} today="2026-11-21" onChangePassword={() => undefined} />,
    );
    expect(screen.getByRole('link', { name: /Password expires in 10 days.*Change password/ })).toBeInTheDocument();
    unmount();
    render(
      <WelcomeSummary profile={profile('01-Dec-2026', 'Y')} today="2026-11-21" onChangePassword={() => undefined} />,
    );
    expect(screen.queryByText(/Password expires/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
