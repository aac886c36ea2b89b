/**
 * Version of the combat machine's snapshot shape and event semantics. Bump it whenever a stored
 * snapshot or a stored event would mean something different to the new code: the host then
 * migrates old snapshots or rebuilds them from the event log instead of trusting them.
 */
export const COMBAT_MACHINE_VERSION = 1;
