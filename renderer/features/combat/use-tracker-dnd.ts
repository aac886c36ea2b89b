/**
 * The drag-and-drop plumbing shared by the board and the initiative list (each has its own
 * DndContext, so a drop in one does not re-render the other's 200 rows). The keyboard goes from
 * one accepting drop target to the next in reading order; every drag is announced.
 */
import {
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DndContextProps,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CombatView } from '../../../shared/combat/view';
import { canDrop } from './tracker-logic';

const ARROWS = ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft'];
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
/**
 * Issue 18: the board scrolls in its own box, so a drag toward an off-screen seat scrolls that box
 * (dnd-kit scrolls the scroll containers around what the pointer is over) from a band of 15% of its
 * height, and the drop targets are measured again while dragging (a scrolled seat is where it shows).
 */
const AUTO_SCROLL = { threshold: { x: 0.1, y: 0.15 }, acceleration: 15 };
const MEASURING = { droppable: { strategy: MeasuringStrategy.Always } };

/** Drop targets and draggables carry a label for announcements. */
export type DndData = { label: string };
export const labelOf = (x: { data: { current?: unknown } } | null | undefined): string => (x?.data.current as DndData | undefined)?.label ?? 'the item';

const INSTRUCTIONS = 'To move this, press Space or Enter. Arrow keys go from one place that accepts it to the next; Space or Enter drops it there, Escape cancels.';

export function useTrackerDnd(view: CombatView, onEnd: (e: DragEndEvent, view: CombatView) => void): { props: DndContextProps; activeLabel: string | null } {
  const viewRef = useRef(view);
  useLayoutEffect(() => {
    viewRef.current = view;
  });
  const keyboardTarget = useRef<UniqueIdentifier | null>(null);
  const [activeLabel, setActiveLabel] = useState<string | null>(null);

  const coordinateGetter = useCallback<KeyboardCoordinateGetter>((event, { active, context }) => {
    if (!ARROWS.includes(event.code)) return undefined;
    event.preventDefault();
    const { droppableRects, droppableContainers, collisionRect } = context;
    const stops = droppableContainers
      .getEnabled()
      .filter((c) => droppableRects.has(c.id) && canDrop(viewRef.current, String(active), String(c.id)))
      .map((c) => ({ id: c.id, rect: droppableRects.get(c.id)! }))
      .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
    if (stops.length === 0) return undefined;
    const forward = event.code === 'ArrowDown' || event.code === 'ArrowRight';
    const at = stops.findIndex((s) => s.id === keyboardTarget.current);
    const stop = stops[at < 0 ? (forward ? 0 : stops.length - 1) : (at + (forward ? 1 : -1) + stops.length) % stops.length]!;
    keyboardTarget.current = stop.id;
    return {
      x: stop.rect.left + stop.rect.width / 2 - (collisionRect?.width ?? 0) / 2,
      y: stop.rect.top + stop.rect.height / 2 - (collisionRect?.height ?? 0) / 2,
    };
  }, []);

  const collisionDetection = useCallback<CollisionDetection>((args) => {
    const activeId = String(args.active.id);
    if (!args.pointerCoordinates) {
      const id = keyboardTarget.current;
      return id !== null && args.droppableContainers.some((c) => c.id === id) ? [{ id }] : [];
    }
    // The innermost accepting target under the pointer (a seat rather than the vehicles panel).
    return pointerWithin(args)
      .filter((c) => canDrop(viewRef.current, activeId, String(c.id)))
      .map((c) => {
        const r = args.droppableRects.get(c.id);
        return { c, area: r ? r.width * r.height : Infinity };
      })
      .sort((a, b) => a.area - b.area)
      .map((x) => x.c);
  }, []);

  // Stable options: new ones would give every draggable new listeners and re-render all 200 rows.
  const keyboardOptions = useMemo(() => ({ coordinateGetter }), [coordinateGetter]);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, keyboardOptions));

  const announcements = useMemo<Announcements>(
    () => ({
      onDragStart: ({ active }) => `Picked up ${labelOf(active)}. Arrow keys move between the places that accept it; Space drops, Escape cancels.`,
      onDragOver: ({ active, over }) => (over ? `${labelOf(active)} is over ${labelOf(over)}.` : `${labelOf(active)} is not over a drop target.`),
      onDragEnd: ({ active, over }) => (over ? `${labelOf(active)} was dropped on ${labelOf(over)}.` : `${labelOf(active)} was dropped nowhere; nothing changed.`),
      onDragCancel: ({ active }) => `Moving ${labelOf(active)} was cancelled; nothing changed.`,
    }),
    [],
  );

  const onEndRef = useRef(onEnd);
  useLayoutEffect(() => {
    onEndRef.current = onEnd;
  });

  const props = useMemo<DndContextProps>(
    () => ({
      sensors,
      collisionDetection,
      autoScroll: AUTO_SCROLL,
      measuring: MEASURING,
      accessibility: { announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } },
      onDragStart: (e) => {
        keyboardTarget.current = null;
        setActiveLabel(labelOf(e.active));
      },
      onDragEnd: (e) => {
        performance.mark('combat-drop');
        keyboardTarget.current = null;
        setActiveLabel(null);
        onEndRef.current(e, viewRef.current);
      },
      onDragCancel: () => {
        keyboardTarget.current = null;
        setActiveLabel(null);
      },
    }),
    [sensors, collisionDetection, announcements],
  );
  return { props, activeLabel };
}
