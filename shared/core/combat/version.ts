/**
 * Version of the combat machine's snapshot shape and event semantics. Bump it whenever a stored
 * snapshot or a stored event would mean something different to the new code: the host then
 * migrates old snapshots or rebuilds them from the event log instead of trusting them.
 */
export const COMBAT_MACHINE_VERSION = 2;
// 2 (issue 35): contexts carry the players' public marks (`CombatantState.shown`, `TeamState.shown`,
// `CombatContext.players`), given by the step in which players first see someone. A version-1
// snapshot lacks them and no migration can tell when each was first shown, so the host rebuilds
// such a fight from its log (which every version replays the same way) and says so once.

/**
 * Revision of FS3.2's resolution rules a new combat plays by (kept in its machine input and
 * context). 2: issue 16's fixes (RULES-NOTES "Revisions"). A combat whose context has none was
 * stored before them and keeps resolving (and replaying) by revision 1, so its stored dice still
 * fit: the snapshot shape is unchanged (the field is optional), so no migration is needed.
 */
export const COMBAT_RESOLUTION_REVISION = 7;
// 3: the Third Edition's issue 40 changes (see shared/systems/aresmush-3e/combat/NOTES.md); FS3.2
// resolves revision 3 as 2, nothing of its own changed.
// 4: the Third Edition boards and leaves vehicles by its own §C.18 (issue 40 item 7: an old pilot
// becomes a passenger, the pilot takes the vehicle's first weapon, leaving resets gear); a fight
// stored at 3 or before keeps the machine's generic boarding. FS3.2 resolves 4 as 2.
// 5 (issue 39): a stored wound joins with its age and Treat refuses one older than the first-aid
// window (seed 000 "First aid can only be used within an hour of the initial injury"); a fight
// stored at 4 or before drops the ages at the join (shared/core/combat/wound-age.ts).
// 6 (issue 39 item 2): FS3.2 and FS3.1 take a luck re-roll of an attack or defense roll after the
// roll was seen (`luck.reroll`, shared/core/combat/luck-after.ts) and refuse it declared
// beforehand; a fight stored at 5 or before keeps its declared re-rolls (and replays them).
// 7: FS3.2 gives an empty vehicle (nobody conscious at the controls) no dodge bonus: nobody dodges
// for it (shared/systems/fs3.2/combat/fire.ts); a fight stored at 6 or before keeps the bonus on the
// unrated pool, so its stored dice still fit.
