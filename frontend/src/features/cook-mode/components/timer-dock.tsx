import type { ReactNode } from 'react';
import type { CookTimers } from '../hooks/use-cook-timers';
import { formatClock, spokenDuration } from '@common/kitchen/durations';
import { remainingMs } from '../lib/timers';
import { CloseIcon, PauseIcon, PlayIcon, TimerIcon } from '../../../components/ui/icons';

/** Every timer for this recipe, pinned to the bottom of the screen while cooking. */
export function TimerDock({ timers }: { timers: CookTimers }) {
  if (timers.timers.length === 0) return null;
  return (
    <section className="timer-dock" aria-label="Timers">
      <ul className="plain-list stack timer-dock__list">
        {timers.timers.map((timer) => {
          const left = remainingMs(timer, timers.now);
          const ringing = timer.status === 'ringing';
          const fraction = ringing ? 1 : 1 - left / timer.durationMs;
          return (
            <li key={timer.id} className={`cook-timer cook-timer--${timer.status}`}>
              <span className="cook-timer__icon">
                <TimerIcon size={20} />
              </span>
              <span className="cook-timer__info">
                <span className="cook-timer__name">{timer.name}</span>
                <span className="cook-timer__label">
                  {timer.label}
                  {timer.status === 'paused' && ' · paused'}
                </span>
              </span>
              <span
                className="cook-timer__clock"
                role="timer"
                aria-label={
                  ringing
                    ? `${timer.name} timer done`
                    : `${timer.name} timer, ${spokenDuration(Math.ceil(left / 1000))} left`
                }
              >
                {ringing ? 'Done!' : formatClock(left)}
              </span>
              <span className="cook-timer__actions">
                {timer.status === 'running' && (
                  <TimerButton label={`Pause ${timer.name} timer`} onClick={() => timers.pause(timer.id)}>
                    <PauseIcon />
                  </TimerButton>
                )}
                {timer.status === 'paused' && (
                  <TimerButton label={`Resume ${timer.name} timer`} onClick={() => timers.resume(timer.id)}>
                    <PlayIcon />
                  </TimerButton>
                )}
                {ringing ? (
                  <button type="button" className="cook-timer__dismiss" onClick={() => timers.remove(timer.id)}>
                    Dismiss
                  </button>
                ) : (
                  <TimerButton label={`Cancel ${timer.name} timer`} onClick={() => timers.remove(timer.id)}>
                    <CloseIcon size={20} />
                  </TimerButton>
                )}
              </span>
              <span className="cook-timer__bar" aria-hidden="true">
                <span style={{ transform: `scaleX(${Math.min(Math.max(fraction, 0), 1)})` }} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function TimerButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="icon-button cook-timer__button" aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
