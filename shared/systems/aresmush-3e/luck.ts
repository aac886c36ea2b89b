/**
 * §B.8: luck. AresMUSH keeps luck as a Float in [0, max_luck] and shows its floor; scenes award
 * fractions (0.3 … 0.025). The console's character holds whole points (`luckPoints`), so the
 * fractional part is carried beside it in thousandths (every scene value of the default config
 * is a multiple of 0.025) and a whole point is credited when the carry reaches one; see NOTES.md.
 */

/** One other participant of the completed scene. */
export type SceneParticipant = { id: string; /** Created less than 30 days before the scene. */ isNew: boolean };

/** The character's `fs3_scene_luck` tracker (participant id → scenes already shared) and the scene's others. */
export type SceneLuckHistory = { tracker: Readonly<Record<string, number>>; participants: readonly SceneParticipant[] };

/**
 * `luck_for_scene`: the luck a completed scene earns and the updated tracker. The first scene with
 * someone earns 3 × (new player) or 2 × the regular luck (`luck_for_scene[0]`, default 0.1); a
 * later one earns the value of the last threshold the shared-scene count exceeds, in config order.
 */
export function luckForScene(
  config: { luckForScene: ReadonlyArray<readonly [number, number]> },
  history: SceneLuckHistory,
): { luck: number; tracker: Record<string, number> } {
  const regular = config.luckForScene.find(([k]) => k === 0)?.[1] ?? 0.1;
  const tracker: Record<string, number> = { ...history.tracker };
  let luck = 0;
  for (const p of history.participants) {
    // Ruby's `!tracker[p.id]`: only a missing entry is a first scene.
    const k = Object.hasOwn(tracker, p.id) ? tracker[p.id]! : null;
    if (k === null) {
      luck += p.isNew ? regular * 3 : regular * 2;
      tracker[p.id] = 1;
    } else {
      let value = regular;
      for (const [threshold, v] of config.luckForScene) if (k > threshold) value = v;
      luck += value;
      tracker[p.id] = k + 1;
    }
  }
  return { luck, tracker };
}

/** `modify_luck`: a Float balance clamped to [0, max_luck]. */
export function clampLuck(maxLuck: number, luck: number): number {
  return Math.min(Math.max(0, luck), maxLuck);
}

/**
 * Credits a fractional award to whole points plus a carry in thousandths, capped at `maxLuck`
 * (AresMUSH's Float luck, held the console's way). Returns the whole points to add.
 */
export function creditFractionalLuck(points: number, carryThousandths: number, award: number, maxLuck: number): { add: number; points: number; carryThousandths: number } {
  const total = clampLuck(maxLuck, points + carryThousandths / 1000 + Math.round(award * 1000) / 1000);
  const thousandths = Math.round(total * 1000);
  const whole = Math.floor(thousandths / 1000);
  return { add: whole - points, points: whole, carryThousandths: thousandths - whole * 1000 };
}
