/** Issue 42: the player's own sheet, read-only, as the storyteller's app built it for this link. */
import type { PlaySheet } from '../../shared/player/play-protocol';

export function SheetView({ sheet }: { sheet: PlaySheet }) {
  return (
    <details className="play-sheet" data-testid="play-sheet">
      <summary>Sheet: {sheet.name}</summary>
      <p>Luck {sheet.luck} · XP {sheet.xp}</p>
      <h4>Attributes</h4>
      <ul>{sheet.attributes.map((a) => <li key={a.name}>{a.name} {a.rating}</li>)}</ul>
      <h4>Skills</h4>
      <ul>{sheet.skills.map((a) => <li key={a.name}>{a.name} {a.rating}</li>)}</ul>
      <h4>Wounds</h4>
      {sheet.wounds.length === 0 ? <p className="muted">None.</p> : (
        <ul>{sheet.wounds.map((w, i) => <li key={i}>{w.severity}{w.location ? ` (${w.location})` : ''}{w.forecast ? `: heals in ${w.forecast}` : ''}</li>)}</ul>
      )}
      {sheet.gear.length > 0 && (
        <>
          <h4>Gear</h4>
          <ul>{sheet.gear.map((g, i) => <li key={i}>{g}</li>)}</ul>
        </>
      )}
      {sheet.ledger.length > 0 && (
        <>
          <h4>XP ledger</h4>
          <ul>{sheet.ledger.map((e, i) => <li key={i}>{e.at}: {e.text}</li>)}</ul>
        </>
      )}
    </details>
  );
}
