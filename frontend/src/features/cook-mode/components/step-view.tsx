import type { ReactNode, Ref } from 'react';
import { Button } from '../../../components/ui/button';
import type { DetectedTimer } from '@common/kitchen/durations';
import { spokenDuration } from '@common/kitchen/durations';
import { CheckIcon, SpeakerIcon, TimerIcon } from '../../../components/ui/icons';

/** The step text with its times highlighted, so the chips below visibly come from the words. */
function StepText({ text, timers }: { text: string; timers: DetectedTimer[] }) {
  const parts: ReactNode[] = [];
  let cursor = 0;
  timers.forEach((timer, index) => {
    if (timer.start < cursor) return;
    parts.push(text.slice(cursor, timer.start));
    parts.push(
      <mark key={index} className="cook-step__time">
        {text.slice(timer.start, timer.end)}
      </mark>,
    );
    cursor = timer.end;
  });
  parts.push(text.slice(cursor));
  return <>{parts}</>;
}

export function timerName(timer: DetectedTimer, stepIndex: number): string {
  return timer.action ?? `Step ${stepIndex + 1}`;
}

export interface StepViewProps {
  index: number;
  count: number;
  text: string;
  timers: DetectedTimer[];
  complete: boolean;
  onToggleComplete(): void;
  onReadAloud(): void;
  onStartTimer(timer: DetectedTimer): void;
  /** Cook mode focuses the heading of a newly shown step, so screen readers start reading there. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The current step, large enough to read from the stove. */
export function StepView({
  index,
  count,
  text,
  timers,
  complete,
  onToggleComplete,
  onReadAloud,
  onStartTimer,
  headingRef,
}: StepViewProps) {
  return (
    <article className={`panel cook-step${complete ? ' cook-step--complete' : ''}`} aria-labelledby="cook-step-heading">
      <h2 id="cook-step-heading" className="cook-step__heading" ref={headingRef} tabIndex={-1}>
        Step {index + 1} <span className="cook-step__of">of {count}</span>
        {complete && (
          <span className="cook-step__done">
            <CheckIcon size={18} /> Completed
          </span>
        )}
      </h2>
      <p className="cook-step__text" aria-live="polite">
        <StepText text={text} timers={timers} />
      </p>
      {timers.length > 0 && (
        <div className="cluster cook-step__timers" role="group" aria-label="Timers for this step">
          {timers.map((timer, timerIndex) => (
            <button
              key={`${timer.start}-${timerIndex}`}
              type="button"
              className="pill-button timer-chip"
              aria-label={`Start a ${spokenDuration(timer.seconds)} timer: ${timerName(timer, index)}, ${timer.text}`}
              onClick={() => onStartTimer(timer)}
            >
              <TimerIcon size={18} />
              <span className="timer-chip__name">{timerName(timer, index)}</span>
              <span className="timer-chip__label">{timer.label}</span>
            </button>
          ))}
        </div>
      )}
      <div className="cluster cook-step__actions">
        <Button variant="secondary" onClick={onReadAloud}>
          <SpeakerIcon /> Read aloud
        </Button>
        <Button variant={complete ? 'secondary' : 'primary'} aria-pressed={complete} onClick={onToggleComplete}>
          <CheckIcon size={22} /> {complete ? 'Step completed' : 'Mark complete'}
        </Button>
      </div>
    </article>
  );
}
