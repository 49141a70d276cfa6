import { PICK_OFFICE_TEXTS } from '@crewline/protocol';

interface Props {
  processed: number;
  skipped: number;
  toCome: number;
}

/** The round's progress as one bar: awarded, skipped, to come (the counts beside it say the same in words). */
export default function ProgressBar({ processed, skipped, toCome }: Props) {
  const total = Math.max(1, processed + toCome);
  const awarded = processed - skipped;
  const T = PICK_OFFICE_TEXTS;
  const label = `${T.processed} ${processed} (${T.skipped.toLowerCase()} ${skipped}), ${T.toCome.toLowerCase()} ${toCome}`;
  return (
    <div className="office-bar" role="img" aria-label={label}>
      <span className="office-bar__awarded" style={{ width: `${(100 * awarded) / total}%` }} />
      <span className="office-bar__skipped" style={{ width: `${(100 * skipped) / total}%` }} />
      <span className="office-bar__to-come" style={{ width: `${(100 * toCome) / total}%` }} />
    </div>
  );
}
