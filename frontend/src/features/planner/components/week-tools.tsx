import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogTitle } from '../../../components/ui/dialog';
import { CopyField } from '../../../components/ui/copy-field';
import { CalendarIcon, CopyIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { useCalendarLink, useCopyMealPlan, useCopyPlannerWeek, useMealPlanChoices } from '../api/planner';
import { addDays, weekLabel, type Day } from '../dates';

/** What a cook does with a whole week: copy it forward, start it from a built-in plan, subscribe in a calendar. */
export function WeekTools({ start, hasEntries }: { start: Day; hasEntries: boolean }) {
  const copyWeek = useCopyPlannerWeek();
  const { toast } = useToast();
  const [open, setOpen] = useState<'plan' | 'calendar' | null>(null);
  const next = addDays(start, 7);
  return (
    <>
      <Button
        variant="secondary"
        disabled={!hasEntries || copyWeek.isPending}
        onClick={() =>
          copyWeek.mutate(
            { from: start, to: next },
            {
              onSuccess: (copied) =>
                toast({
                  title: 'Week copied',
                  description: `${copied.entries.length} ${copied.entries.length === 1 ? 'entry' : 'entries'} added to ${weekLabel(next)}.`,
                }),
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: errorMessage(error, 'Could not copy the week'),
                  variant: 'destructive',
                }),
            },
          )
        }
      >
        <CopyIcon /> Copy to next week
      </Button>
      <Button variant="secondary" onClick={() => setOpen('plan')}>
        Start from a meal plan
      </Button>
      <Button variant="ghost" onClick={() => setOpen('calendar')}>
        <CalendarIcon /> Calendar feed
      </Button>
      {open === 'plan' && <StartFromPlan start={start} onClose={() => setOpen(null)} />}
      {open === 'calendar' && <CalendarFeed onClose={() => setOpen(null)} />}
    </>
  );
}

function StartFromPlan({ start, onClose }: { start: Day; onClose: () => void }) {
  const plans = useMealPlanChoices(true);
  const copy = useCopyMealPlan();
  const { toast } = useToast();
  const [planId, setPlanId] = useState('');
  const selectId = useId();
  const chosen = planId || plans.data?.plans[0]?.id || '';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} className="planner-dialog">
      <DialogTitle>Start from a meal plan</DialogTitle>
      <p>Its dishes are added to {weekLabel(start)}, Monday to Sunday, after anything already planned.</p>
      <div className="field">
        <label htmlFor={selectId} className="field__label">
          Meal plan
        </label>
        <select id={selectId} className="input" value={chosen} onChange={(event) => setPlanId(event.target.value)}>
          {(plans.data?.plans ?? []).map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name}
            </option>
          ))}
        </select>
      </div>
      <div className="cluster cluster--end planner-dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          disabled={!chosen || copy.isPending}
          onClick={() =>
            copy.mutate(
              { planId: chosen, startDate: start },
              {
                onSuccess: (copied) => {
                  toast({ title: 'Plan added to your week', description: `${copied.entries.length} meals planned.` });
                  onClose();
                },
                onError: (error) =>
                  toast({
                    title: 'Error',
                    description: errorMessage(error, 'Could not add the plan'),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          Add to this week
        </Button>
      </div>
    </Dialog>
  );
}

function CalendarFeed({ onClose }: { onClose: () => void }) {
  const link = useCalendarLink();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} className="planner-dialog">
      <DialogTitle>Your week in your calendar</DialogTitle>
      <p>
        Subscribe to this address in Google Calendar, Apple Calendar or Outlook and your planned meals appear there,
        updated as you plan. Anyone with the address can see your plan: making a new one stops the old one working.
      </p>
      {link.data ? (
        <CopyField
          className="planner-feed"
          value={link.data.url}
          label="Calendar address"
          copied={{ title: 'Copied', description: 'Paste it into your calendar app.' }}
        />
      ) : null}
      {link.isError && <p role="alert">{errorMessage(link.error, 'Could not make the address. Try again.')}</p>}
      <div className="cluster cluster--end planner-dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button disabled={link.isPending} onClick={() => link.mutate()}>
          {link.data ? 'Make a new address' : 'Make my calendar address'}
        </Button>
      </div>
    </Dialog>
  );
}
