/**
 * The drag-and-drop plumbing shared by the board and the initiative list (each has its own
 * DndContext, so a drop in one does not re-render the other's 200 rows). The keyboard goes from
 * one accepting drop target to the next in reading order; every drag is announced.
 */
import {
  KeyboardSensor,
  PointerSensor,
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
import type { CombatView } from '../../../shared/core/combat/view';
import { canDrop } from './tracker-logic';

const ARROWS = ['ArrowDown', 'ArrowRight', 'ArrowUp', 'ArrowLeft'];
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
/**
 * Issue 18: the roster, the board and the log scroll in their own boxes. dnd-kit's auto-scroll
 * only scrolls the boxes around what the pointer is over (or, over nothing that accepts the card,
 * around the dragged card: the roster, even with the pointer far off to its right), so the GM
 * screen scrolls by itself (`edgeScroller`): the box under the pointer whose top or bottom edge
 * the pointer is near, the innermost that can still move that way, the page last.
 */
const EDGE = 70;
const MAX_SPEED = 36;

function scrollsBy(el: Element, by: number): boolean {
  if (el.scrollHeight <= el.clientHeight) return false;
  if (el !== document.scrollingElement && !/(auto|scroll|overlay)/.test(getComputedStyle(el).overflowY)) return false;
  return by > 0 ? el.scrollTop + el.clientHeight < el.scrollHeight - 1 : el.scrollTop > 0;
}

/** How far to scroll `el` this frame for a pointer at `y` (0: not near its edges). */
function edgeSpeed(el: Element, y: number): number {
  const r = el === document.scrollingElement ? { top: 0, bottom: window.innerHeight } : el.getBoundingClientRect();
  const band = Math.min(EDGE, (r.bottom - r.top) / 4);
  const down = y - (r.bottom - band);
  const up = r.top + band - y;
  return down > 0 ? Math.ceil((MAX_SPEED * Math.min(down, band)) / band) : up > 0 ? -Math.ceil((MAX_SPEED * Math.min(up, band)) / band) : 0;
}

/** One loop per drag: while the pointer rests near an edge, the box under it scrolls. */
function edgeScroller() {
  let pointer: { x: number; y: number } | null = null;
  let frame = 0;
  const step = () => {
    frame = 0;
    if (!pointer) return;
    // Under the pointer, skipping the drag overlay (it follows the pointer).
    const hit = document.elementsFromPoint(pointer.x, pointer.y).find((el) => !el.closest('.drag-chip') && !el.querySelector('.drag-chip'));
    for (let el: Element | null = hit ?? null; el; el = el.parentElement) {
      const by = edgeSpeed(el, pointer.y);
      if (by !== 0 && scrollsBy(el, by)) {
        el.scrollTop += by;
        frame = requestAnimationFrame(step);
        return;
      }
    }
    const page = document.scrollingElement;
    const by = page ? edgeSpeed(page, pointer.y) : 0;
    if (page && by !== 0 && scrollsBy(page, by)) {
      page.scrollTop += by;
      frame = requestAnimationFrame(step);
    }
  };
  // The pointer itself: dnd-kit's drag delta also counts the scrolling of the boxes around the drop target.
  const onMove = (e: PointerEvent) => {
    pointer = { x: e.clientX, y: e.clientY };
    if (!frame) frame = requestAnimationFrame(step);
  };
  return {
    start(e: Event) {
      // A keyboard drag has no pointer: its arrow keys go from stop to stop (scrolled into view by dnd-kit).
      if (!(e instanceof PointerEvent)) return;
      pointer = { x: e.clientX, y: e.clientY };
      window.addEventListener('pointermove', onMove, { passive: true });
    },
    stop() {
      window.removeEventListener('pointermove', onMove);
      pointer = null;
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}

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
      // Combatant cards take drops from the pointer only: the keyboard goes team by team (issue 37).
      .filter((c) => droppableRects.has(c.id) && !String(c.id).startsWith('combatant:') && canDrop(viewRef.current, String(active), String(c.id)))
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
    // The innermost accepting target under the pointer (a seat rather than the vehicles panel),
    // measured now: a box may have scrolled since dnd-kit measured it (issue 18, edge scrolling).
    const p = args.pointerCoordinates;
    return args.droppableContainers
      .filter((c) => canDrop(viewRef.current, activeId, String(c.id)))
      .map((c) => ({ c, r: c.node.current?.getBoundingClientRect() }))
      .filter((x): x is { c: (typeof x)['c']; r: DOMRect } => x.r !== undefined && p.x >= x.r.left && p.x <= x.r.right && p.y >= x.r.top && p.y <= x.r.bottom)
      .map(({ c, r }) => ({ c: { id: c.id, data: { droppableContainer: c, value: r.width * r.height } }, area: r.width * r.height }))
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

  const [edges] = useState(edgeScroller);
  const onEndRef = useRef(onEnd);
  useLayoutEffect(() => {
    onEndRef.current = onEnd;
  });

  const props = useMemo<DndContextProps>(
    () => ({
      sensors,
      collisionDetection,
      autoScroll: false,
      accessibility: { announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } },
      onDragStart: (e) => {
        edges.start(e.activatorEvent);
        keyboardTarget.current = null;
        setActiveLabel(labelOf(e.active));
      },
      onDragEnd: (e) => {
        edges.stop();
        performance.mark('combat-drop');
        keyboardTarget.current = null;
        setActiveLabel(null);
        onEndRef.current(e, viewRef.current);
      },
      onDragCancel: () => {
        edges.stop();
        keyboardTarget.current = null;
        setActiveLabel(null);
      },
    }),
    [sensors, collisionDetection, announcements, edges],
  );
  return { props, activeLabel };
}
