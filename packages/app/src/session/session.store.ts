import { createStore, useStore } from '../lib/external-store';
import type { Profile } from './profile';

/** The signed-in user and the session ticket, in memory only (spec §4 Session). */
export interface Session {
  profile: Profile;
  ticket: string;
}

export const sessionStore = createStore<Session | undefined>(undefined);

export const useSession = () => useStore(sessionStore);

export function startSession(profile: Profile, ticket: string): void {
  sessionStore.set({ profile, ticket });
}

/** A fresher profile for the same session (mta_loginTicket); the password stays as it was. */
export function refreshProfile(update: (current: Profile) => Profile): void {
  sessionStore.set((session) => (session ? { ...session, profile: update(session.profile) } : session));
}

/** Forgets the current user and the ticket. */
export function endSession(): void {
  sessionStore.set(undefined);
}

export function sessionCredentials(): { passId: string; ticket: string } | undefined {
  const session = sessionStore.get();
  return session && session.ticket !== '' ? { passId: session.profile.passId, ticket: session.ticket } : undefined;
}
