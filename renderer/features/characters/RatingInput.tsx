import { useId, useState } from 'react';

/**
 * Issue 37 item 4: a rating is a whole number from 0 up. "-2" used to be stored as 2 (shown "02");
 * anything else is now refused where it was typed, with a message naming the field, and the
 * stored rating stays until a valid one is typed.
 */
export function RatingInput(props: { label: string; value: number; min: number; max: number; onChange: (n: number) => void; onBlur: () => void; describedBy?: string | undefined }) {
  // What is typed while it is not a rating (null: the stored rating is shown).
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  return (
    <>
      <input
        className="rating"
        type="number"
        inputMode="numeric"
        aria-label={props.label}
        aria-describedby={[props.describedBy, problem ? problemId : undefined].filter(Boolean).join(' ') || undefined}
        aria-invalid={problem ? true : undefined}
        min={props.min}
        max={props.max}
        value={typed ?? props.value}
        onChange={(e) => {
          const text = e.target.value.trim();
          // A field part-typed ("-" or empty reads as ""): nothing stored yet, nothing said yet.
          if (text === '') {
            setTyped('');
            return;
          }
          if (/^\d{1,3}$/.test(text)) {
            setTyped(null);
            setProblem(null);
            props.onChange(Number.parseInt(text, 10));
            return;
          }
          setTyped(text);
          setProblem(`${props.label}: "${text}" is not a rating. Ratings are whole numbers from 0 up; ${props.value} is kept.`);
        }}
        onBlur={() => {
          setTyped(null);
          props.onBlur();
        }}
      />
      {problem && (
        <span id={problemId} role="alert" className="rating-problem">
          {problem}
        </span>
      )}
    </>
  );
}
