import type { PayCode } from '@crewline/protocol';

/** A pay code on its colour (light colours: the code stays dark on them). */
export default function PayCodeChip({ code, payCode }: { code: string; payCode: PayCode | undefined }) {
  return (
    <span className="tc-chip" style={payCode ? { backgroundColor: payCode.color } : undefined}>
      {code}
    </span>
  );
}
