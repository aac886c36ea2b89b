/** An editor's Save and Cancel buttons, and main's refusal under them. */
export function SaveFooter({ saveLabel, saving, onCancel, refusal, what }: { saveLabel: string; saving: boolean; onCancel: () => void; refusal: string | null; what: string }) {
  return (
    <>
      <div className="row">
        <button type="submit" className="primary" disabled={saving}>
          {saveLabel}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {refusal && (
        <p role="alert" className="error-text">
          Could not save the {what}: {refusal}
        </p>
      )}
    </>
  );
}
