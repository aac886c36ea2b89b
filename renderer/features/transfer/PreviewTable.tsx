import type { TransferPreview } from '../../../shared/ipc/transfer-contract';
import { rowsWithErrors } from './transfer-logic';

/** The file as read: its rows with their spreadsheet numbers, rows with errors marked. */
export function PreviewTable({ preview }: { preview: TransferPreview }) {
  const bad = rowsWithErrors(preview);
  if (preview.rows.length === 0) return null;
  return (
    <div className="transfer-table-box">
      <table className="transfer-table" data-testid="transfer-preview-table">
        <thead>
          <tr>
            <th scope="col">Row</th>
            {preview.columns.map((c, i) => (
              <th scope="col" key={`${i}-${c}`}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r) => (
            <tr key={r.row} className={bad.has(r.row) ? 'has-error' : undefined}>
              <th scope="row">{r.row}{bad.has(r.row) && <span className="sr-only"> (has an error)</span>}</th>
              {preview.columns.map((_, i) => (
                <td key={i}>{r.cells[i] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
