import { useAvailableUpdate } from './use-available-update';

/** A non-blocking notice that a newer version of the app exists, with where to get it. */
export default function UpdateNotice() {
  const update = useAvailableUpdate();
  if (!update) return null;
  return (
    <aside className="update-notice" aria-label="Update available">
      <svg
        className="update-notice__icon"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.75" />
        <path
          d="M12 7v9M8 12.5l4 4 4-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p>
        Version {update.version} is available.{' '}
        {update.url.trim() !== '' && (
          <a href={update.url} target="_blank" rel="noopener noreferrer">
            Get the update
          </a>
        )}
      </p>
    </aside>
  );
}
