import { MESSAGES } from '@crewline/protocol';

/** What stays on screen after 'Exit' when the window cannot close itself (a browser tab). */
export default function ExitedScreen({ message }: { message: string }) {
  return (
    <main className="exited" role="alert">
      <h1>{MESSAGES.initFailedTitle}</h1>
      <p>{message}</p>
      <p>You can close this window.</p>
    </main>
  );
}
