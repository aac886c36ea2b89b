import { useClient } from '../../api/client';
import { useCalendar, useCalendarPushes } from '../calendar/calendar-api';

type Run = (work: () => Promise<string>) => Promise<void>;

/**
 * The campaign log's undo and redo, shown with the crew form (saving a crew is the step a
 * storyteller most often takes back here; a removed wound or a day's repair goes back the same way).
 */
export function CalendarUndo({ busy, run }: { busy: boolean; run: Run }) {
  const client = useClient();
  useCalendarPushes();
  const calendar = useCalendar().data;
  if (!calendar?.undo && !calendar?.redo) return null;
  return (
    <div className="row" data-testid="vehicle-undo">
      {calendar.undo && (
        <button type="button" disabled={busy} onClick={() => void run(async () => (await client.call('calendar.undo', {}), `Undone: ${calendar.undo!.label}`))}>
          Undo: {calendar.undo.label}
        </button>
      )}
      {calendar.redo && (
        <button type="button" disabled={busy} onClick={() => void run(async () => (await client.call('calendar.redo', {}), `Redone: ${calendar.redo!.label}`))}>
          Redo: {calendar.redo.label}
        </button>
      )}
    </div>
  );
}
