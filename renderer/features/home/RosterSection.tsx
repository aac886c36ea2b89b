import type { ReactNode } from 'react';

type Props = {
  id: string;
  title: string;
  /** The plural in a sentence ("No vehicles match …"); defaults to the title. */
  noun?: string;
  shown: number;
  total: number;
  query: string;
  /** Shown when the campaign has none at all. */
  emptyText: string;
  children: ReactNode;
};

/** A titled list with its count ("NPCs 2 of 8" while a search filters it). */
export function RosterSection({ id, title, noun = title, shown, total, query, emptyText, children }: Props) {
  const filtered = query.trim() !== '' && shown !== total;
  return (
    <section className="roster-section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {title}{' '}
        <span className="count" data-testid={`${id}-count`}>
          {filtered ? `${shown} of ${total}` : total}
        </span>
      </h3>
      {shown > 0 ? (
        <ul className="roster-list" aria-labelledby={`${id}-title`}>
          {children}
        </ul>
      ) : (
        <p className="muted roster-empty">{total === 0 ? emptyText : `No ${noun} match “${query.trim()}”.`}</p>
      )}
    </section>
  );
}
