import { MESSAGES } from '@crewline/protocol';
import { useEffect } from 'react';
import { removeBootSplash } from '../ui/boot-splash';

/** What stays on screen after 'Exit' when the window cannot close itself (a browser tab). */
export default function ExitedScreen({ message }: { message: string }) {
  useEffect(removeBootSplash, []);
  return (
    <main className="exited" role="alert">
      <h1>{MESSAGES.initFailedTitle}</h1>
      <p>{message}</p>
      <p>You can close this window.</p>
    </main>
  );
}
