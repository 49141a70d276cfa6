import WholeWords from '../../ui/WholeWords';

/** An award in words, each of its sentences a paragraph (the server puts a line between them). */
export default function AwardWords({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ? `award-words ${className}` : 'award-words'}>
      {text.split('\n').map((sentence, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the sentences are fixed text, in their order
        <p key={i}>
          <WholeWords text={sentence} />
        </p>
      ))}
    </div>
  );
}
