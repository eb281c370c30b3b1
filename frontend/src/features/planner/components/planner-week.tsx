import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PLANNER_MEAL_NAMES as MEAL_NAMES, PLANNER_MEALS, type PlannerMeal } from '@common/contracts/planner';
import { Button } from '../../../components/ui/button';
import { ArrowLeftIcon, ArrowRightIcon, PlusIcon } from '../../../components/ui/icons';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { useChangePlannerEntry, usePlannerWeek, type PlannerEntry } from '../api/planner';
import { addDays, dayLabel, today, weekDays, weekLabel, weekStart, type Day } from '../dates';
import { EntryDialog, type EntryDialogState } from './entry-dialog';
import { EntryMenu } from './entry-menu';
import { WeekTools } from './week-tools';
import '../planner.css';

const slotId = (day: Day, meal: PlannerMeal) => `${day}|${meal}`;

export interface PlannerWeekProps {
  /** Actions for the week shown, composed by app/ (e.g. sending its recipes to the shopping list). */
  actions?: (week: { from: Day; to: Day; recipeCount: number }) => ReactNode;
}

/**
 * `/planner`: the cook's week, Monday first, with a slot per meal. Entries move by drag and drop, or
 * from their menu ("Move or change…") for keyboard and screen-reader users, and with dnd-kit's
 * keyboard sensor (space to lift, arrows, space to drop).
 */
export function PlannerWeek({ actions }: PlannerWeekProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('week');
  const start = weekStart(requested && /^\d{4}-\d{2}-\d{2}$/.test(requested) ? requested : today());
  const week = usePlannerWeek(start);
  const change = useChangePlannerEntry();
  const { toast } = useToast();
  const [dialog, setDialog] = useState<EntryDialogState | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 8 } }),
    useSensor(KeyboardSensor),
  );

  const announcements = useMemo(() => dragAnnouncements(week.data?.entries ?? []), [week.data]);
  // Another week in place of this one: the page does not jump back to its top.
  const goTo = (day: Day) => setParams(day === weekStart(today()) ? {} : { week: day }, { preventScrollReset: true });
  const entries = week.data?.entries ?? [];
  const days = weekDays(start);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const entry = entries.find((candidate) => candidate.id === active.id);
    if (!entry || !over) return;
    const [date, meal] = String(over.id).split('|') as [Day, PlannerMeal];
    if (date === entry.date && meal === entry.meal) return;
    change.mutate(
      { id: entry.id, change: { date, meal } },
      {
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Could not move that entry'),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <div className="planner">
      <header className="screen-header">
        <div>
          <h1>My Week</h1>
          <p className="screen-header__note" aria-live="polite">
            {weekLabel(start)}
          </p>
        </div>
        <nav className="planner__weeks" aria-label="Weeks">
          <Button variant="secondary" className="btn--small" onClick={() => goTo(addDays(start, -7))}>
            <ArrowLeftIcon /> <span>Previous week</span>
          </Button>
          {start !== weekStart(today()) && (
            <Button variant="ghost" className="btn--small" onClick={() => goTo(weekStart(today()))}>
              This week
            </Button>
          )}
          <Button variant="secondary" className="btn--small" onClick={() => goTo(addDays(start, 7))}>
            <span>Next week</span> <ArrowRightIcon />
          </Button>
        </nav>
      </header>

      <div className="planner__tools">
        {actions?.({
          from: start,
          to: addDays(start, 6),
          recipeCount: entries.filter((entry) => entry.recipeId !== null).length,
        })}
        <WeekTools start={start} hasEntries={entries.length > 0} />
      </div>

      {week.isError ? (
        <LoadFailed
          className="planner__state"
          title="We couldn’t load your week"
          message={errorMessage(week.error, 'Check your connection and try again.')}
          onRetry={() => void week.refetch()}
        />
      ) : (
        <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements }}>
          <ol className="planner__days" aria-busy={week.isPending || undefined}>
            {days.map((day) => (
              <li key={day} data-day={day} className={`planner-day${day === today() ? ' planner-day--today' : ''}`}>
                <h2 className="cluster planner-day__title">
                  {dayLabel(day)}
                  {day === today() && <span className="badge badge--success planner-day__today">Today</span>}
                </h2>
                {PLANNER_MEALS.map((meal) => (
                  <MealSlot
                    key={meal}
                    day={day}
                    meal={meal}
                    loading={week.isPending}
                    entries={entries.filter((entry) => entry.date === day && entry.meal === meal)}
                    onAdd={() => setDialog({ mode: 'add', date: day, meal })}
                    onEdit={(entry) => setDialog({ mode: 'edit', entry })}
                  />
                ))}
              </li>
            ))}
          </ol>
        </DndContext>
      )}
      {dialog && <EntryDialog state={dialog} onClose={() => setDialog(null)} />}
    </div>
  );
}

const overName = (id: string | number | undefined) => {
  if (!id) return 'nowhere';
  const [day, meal] = String(id).split('|') as [Day, PlannerMeal];
  return `${MEAL_NAMES[meal]}, ${dayLabel(day)}`;
};

type DragItem = { id: string | number };

/** What a screen reader hears while an entry is dragged with the keyboard. */
function dragAnnouncements(entries: PlannerEntry[]) {
  const name = (id: string | number) => {
    const entry = entries.find((candidate) => candidate.id === id);
    return entry?.recipe?.name ?? entry?.note ?? 'the entry';
  };
  return {
    onDragStart: ({ active }: { active: DragItem }) =>
      `Picked up ${name(active.id)}. Use the arrow keys to move it, space to drop it, escape to cancel.`,
    onDragOver: ({ over }: { over: DragItem | null }) => `Over ${overName(over?.id)}.`,
    onDragEnd: ({ active, over }: { active: DragItem; over: DragItem | null }) =>
      over ? `Moved ${name(active.id)} to ${overName(over.id)}.` : `Put ${name(active.id)} back where it was.`,
    onDragCancel: ({ active }: { active: DragItem }) => `Put ${name(active.id)} back where it was.`,
  };
}

function MealSlot({
  day,
  meal,
  entries,
  loading,
  onAdd,
  onEdit,
}: {
  day: Day;
  meal: PlannerMeal;
  entries: PlannerEntry[];
  loading: boolean;
  onAdd: () => void;
  onEdit: (entry: PlannerEntry) => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: slotId(day, meal) });
  return (
    <section
      ref={setNodeRef}
      className={`planner-slot${isOver ? ' planner-slot--over' : ''}`}
      aria-label={`${MEAL_NAMES[meal]}, ${dayLabel(day)}`}
    >
      <h3 className="planner-slot__meal">{MEAL_NAMES[meal]}</h3>
      {loading ? (
        <Skeleton height="2.5rem" />
      ) : (
        <ul className="planner-slot__entries">
          {entries.map((entry) => (
            <EntryCard key={entry.id} entry={entry} onEdit={() => onEdit(entry)} />
          ))}
        </ul>
      )}
      <button
        type="button"
        className="planner-slot__add"
        onClick={onAdd}
        aria-label={`Add to ${MEAL_NAMES[meal]}, ${dayLabel(day)}`}
      >
        <PlusIcon size={16} /> <span>Add</span>
      </button>
    </section>
  );
}

function EntryCard({ entry, onEdit }: { entry: PlannerEntry; onEdit: () => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: entry.id });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  const name = entry.recipe?.name ?? entry.note ?? '';
  return (
    <li ref={setNodeRef} style={style} className={`planner-entry${isDragging ? ' planner-entry--dragging' : ''}`}>
      <button
        type="button"
        className="planner-entry__handle"
        aria-label={`Drag ${name}`}
        {...attributes}
        {...listeners}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {entry.recipe ? (
        <Link to={paths.recipe(entry.recipe.id)} className="planner-entry__recipe">
          {entry.recipe.image && (
            <img
              src={entry.recipe.image}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="planner-entry__image"
            />
          )}
          <span className="planner-entry__text">
            <span className="planner-entry__name">{entry.recipe.name}</span>
            {entry.servings !== null && <span className="planner-entry__meta">{entry.servings} servings</span>}
          </span>
        </Link>
      ) : (
        <span className="planner-entry__note">{entry.note}</span>
      )}
      <EntryMenu entry={entry} onEdit={onEdit} />
    </li>
  );
}
