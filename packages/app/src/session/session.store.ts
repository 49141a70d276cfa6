import { type Role, roleAllows } from '@crewline/protocol';
import { createStore, useStore } from '../lib/external-store';
import type { Profile } from './profile';

/** The signed-in user and the session ticket, in memory only (docs/product.md#session). */
export interface Session {
  profile: Profile;
  ticket: string;
  /** Logout has begun: nothing but mta_logout goes out any more. */
  signingOut?: true;
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

/** Logout has begun (the ticket is kept for mta_logout itself). */
export function beginSignOut(): void {
  sessionStore.set((session) => (session ? { ...session, signingOut: true } : session));
}

export const isSigningOut = (): boolean => sessionStore.get()?.signingOut === true;

/** Forgets the current user and the ticket. */
export function endSession(): void {
  sessionStore.set(undefined);
}

export function sessionCredentials(): { passId: string; ticket: string } | undefined {
  const session = sessionStore.get();
  return session && session.ticket !== '' ? { passId: session.profile.passId, ticket: session.ticket } : undefined;
}

/** Whether the signed-in employee has a role (a service's, a screen's); false when signed out. */
export function useRoleAllows(role: Role): boolean {
  const session = useSession();
  return session !== undefined && roleAllows(role, session.profile);
}
