/** The Crewline mark: two rails and a signal, drawn inline (no image request). */
export default function CrewlineLogo({ size = 64 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="crewline-logo">
      <rect width="64" height="64" rx="14" fill="var(--crewline-navy)" />
      <path d="M14 40h36M14 24h36" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <circle cx="24" cy="32" r="6" fill="var(--crewline-amber)" />
      <circle cx="40" cy="32" r="6" fill="#fff" />
    </svg>
  );
}
