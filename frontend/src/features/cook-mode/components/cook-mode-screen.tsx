import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecipeDetail } from '@common/contracts/recipes.schema';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { UnitsToggle } from '../../../components/ui/units-toggle';
import { cancelSpeech, COOK_MODE_VOICE, isRecognitionSupported, speak, voiceNotSupported } from '../../../lib/speech';
import { useSpeechListener } from '../../../lib/use-speech-listener';
import { useWakeLock } from '../../../lib/wake-lock';
import { premiumRefusalOf } from '../../../lib/premium';
import { paths } from '../../../lib/paths';
import { useRecipe } from '../../../lib/queries/get-recipe';
import { useCookProgress } from '../hooks/use-cook-progress';
import { useCookTimers } from '../hooks/use-cook-timers';
import { useUnits } from '../hooks/use-units';
import { detectTimers, formatDuration, spokenDuration, type DetectedTimer } from '@common/kitchen/durations';
import { cookProgress } from '../lib/progress';
import { describeTimeLeft, type CookTimer } from '../lib/timers';
import { parseVoiceCommand, VOICE_COMMAND_EXAMPLES } from '../lib/voice-commands';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon, MicIcon, TrophyIcon } from '../../../components/ui/icons';
import { IngredientChecklist } from './ingredient-checklist';
import { StepList } from './step-list';
import { StepView, timerName } from './step-view';
import { TimerDock } from './timer-dock';
import '../cook-mode.css';
import { countOf } from '@common/kitchen/count';

/** A 'hey chef …' question heard by cook mode's microphone; a new id means a new question. */
export interface HeardQuestion {
  id: number;
  question: string;
}

/** What cook mode hands to the AI chef it hosts (composed in app/, since features stay apart). */
export interface CookModeAssistantSlot {
  recipe: RecipeDetail;
  /** 0-based current step. */
  currentStep: number;
  /** Hands-free listening is cook mode's; the chef's listening toggle drives it. */
  handsFree: boolean;
  setHandsFree(on: boolean): void;
  heard: HeardQuestion | null;
}

export interface CookModeScreenProps {
  id: number | null;
  renderAssistant?: (slot: CookModeAssistantSlot) => ReactNode;
}

/** `/cook-mode/:id`: loading, failure and premium-locked states around the cooking session. */
export function CookModeScreen({ id, renderAssistant }: CookModeScreenProps) {
  const query = useRecipe(id);
  if (query.data) return <CookSession key={query.data.id} recipe={query.data} renderAssistant={renderAssistant} />;
  if (id === null || query.isError) {
    const upsell = premiumRefusalOf(query.error);
    return (
      <main id="main" className="page page--narrow">
        <div className="cook-state" role="alert">
          <h1>{upsell ? upsell.title : 'Recipe Not Found'}</h1>
          <p>{upsell ? upsell.message : 'Unable to load recipe for cook mode.'}</p>
          <div className="state-panel__actions">
            {upsell && <ButtonLink to={paths.subscribe}>Upgrade to Premium</ButtonLink>}
            <ButtonLink to={paths.home} variant={upsell ? 'secondary' : 'primary'}>
              Back to Home
            </ButtonLink>
          </div>
        </div>
      </main>
    );
  }
  return (
    <main id="main" className="cook-mode" aria-busy="true" aria-label="Loading cook mode">
      <Skeleton width="50%" height="2.25rem" />
      <Skeleton height="0.75rem" className="cook-mode__skeleton-bar" />
      <div className="cook-mode__layout">
        <Skeleton height="18rem" />
        <Skeleton height="24rem" />
      </div>
    </main>
  );
}

function CookSession({
  recipe,
  renderAssistant,
}: {
  recipe: RecipeDetail;
  renderAssistant?: (slot: CookModeAssistantSlot) => ReactNode;
}) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [units, setUnits] = useUnits();
  const metric = units === 'metric';
  const steps = useMemo(() => {
    const metricSteps = recipe.instructionsMetric ?? [];
    return metric && metricSteps.length === recipe.instructions.length ? metricSteps : recipe.instructions;
  }, [metric, recipe]);
  const ingredients = useMemo(() => {
    const metricLines = recipe.ingredientsMetric ?? [];
    return metric && metricLines.length === recipe.ingredients.length ? metricLines : recipe.ingredients;
  }, [metric, recipe]);
  const stepTimers = useMemo(() => steps.map((step) => detectTimers(step)), [steps]);

  const progress = useCookProgress(recipe.id, steps.length);
  const [handsFree, setHandsFreeState] = useState(false);
  const [caption, setCaption] = useState('');
  const [heard, setHeard] = useState<HeardQuestion | null>(null);
  const heardCounter = useRef(0);
  const handsFreeRef = useRef(handsFree);
  useEffect(() => {
    handsFreeRef.current = handsFree;
  });

  useWakeLock(true);
  // Leaving cook mode stops any step being read aloud.
  useEffect(() => () => cancelSpeech(), []);

  const say = useCallback((text: string) => speak(text, COOK_MODE_VOICE), []);

  const timers = useCookTimers(recipe.id, (finished: CookTimer[]) => {
    if (handsFreeRef.current) say(`${finished.map((timer) => timer.name).join(' and ')} timer is done.`);
  });

  const stepCount = steps.length;
  const current = Math.min(progress.step, Math.max(stepCount - 1, 0));
  const readStep = (index: number) => say(`Step ${index + 1}. ${steps[index]}`);

  /** Moves to a step; in hands-free mode the new step is read out, since the cook is not looking. */
  const goTo = (index: number, { read = handsFree } = {}) => {
    const target = Math.min(Math.max(index, 0), stepCount - 1);
    progress.goTo(target);
    if (read) readStep(target);
  };

  /** Next: the step on screen is done, so it counts toward progress, and the cook moves on. */
  const next = ({ read = handsFree } = {}) => {
    progress.completeAndAdvance();
    if (read && current < stepCount - 1) readStep(current + 1);
  };

  const startTimer = (timer: DetectedTimer, stepIndex: number) => {
    timers.start({
      name: timerName(timer, stepIndex),
      label: timer.label,
      stepIndex,
      seconds: timer.seconds,
    });
  };

  const toggleComplete = (index: number, complete: boolean) => {
    progress.setComplete(index, complete);
    // Ticking off the step on screen moves on to the next one, as a cook would.
    if (complete && index === current && index < stepCount - 1) goTo(index + 1);
  };

  const setHandsFree = (on: boolean) => {
    if (on && !isRecognitionSupported()) {
      const error = voiceNotSupported();
      toast({ title: error.title, description: error.description, variant: 'destructive' });
      return;
    }
    setHandsFreeState(on);
    setCaption('');
    if (!on) cancelSpeech();
  };

  const handleTranscript = (transcript: string) => {
    const command = parseVoiceCommand(transcript);
    setCaption(transcript);
    if (!command) return;
    if (command.kind !== 'stop-speaking') cancelSpeech();
    switch (command.kind) {
      case 'next':
        if (current >= stepCount - 1) say('This is the last step.');
        else next({ read: true });
        break;
      case 'previous':
        if (current <= 0) say('This is the first step.');
        else goTo(current - 1, { read: true });
        break;
      case 'repeat':
        readStep(current);
        break;
      case 'go-to-step':
        if (command.step > stepCount) say(`This recipe has ${countOf(stepCount, 'step')}.`);
        else goTo(command.step - 1, { read: true });
        break;
      case 'ingredients':
        say(`You need: ${ingredients.join('. ')}.`);
        break;
      case 'complete-step':
        toggleComplete(current, true);
        if (current === stepCount - 1) say(`Step ${current + 1} done.`);
        break;
      case 'start-timer': {
        const fromStep = stepTimers[current] ?? [];
        const seconds = command.seconds ?? fromStep[0]?.seconds ?? null;
        if (!seconds) {
          say('This step has no time in it. Say, for example, start a timer for 10 minutes.');
          break;
        }
        const match = fromStep.find((timer) => timer.seconds === seconds);
        timers.start({
          name: match ? timerName(match, current) : 'Kitchen',
          label: match ? match.label : formatDuration(seconds),
          stepIndex: match ? current : null,
          seconds,
        });
        say(`Timer set for ${spokenDuration(seconds)}.`);
        break;
      }
      case 'time-left':
        say(describeTimeLeft(timers.timers, Date.now()));
        break;
      case 'pause-timers':
        timers.pauseAll();
        say('Timers paused.');
        break;
      case 'resume-timers':
        timers.resumeAll();
        say('Timers running.');
        break;
      case 'cancel-timers':
        timers.removeAll();
        say('Timers cancelled.');
        break;
      case 'stop-speaking':
        cancelSpeech();
        break;
      case 'ask-chef':
        heardCounter.current += 1;
        setHeard({ id: heardCounter.current, question: command.question });
        break;
    }
  };

  const listening = useSpeechListener({
    enabled: handsFree,
    onTranscript: handleTranscript,
    onVoiceError: (error) => {
      setHandsFreeState(false);
      toast({ title: error.title, description: error.description, variant: 'destructive' });
    },
    restartDelayMs: 1000,
  });

  const completeHeading = useRef<HTMLHeadingElement>(null);
  const wasComplete = useRef(progress.allComplete);
  useEffect(() => {
    if (progress.allComplete && !wasComplete.current) {
      completeHeading.current?.focus();
      if (handsFreeRef.current) say(`Recipe complete! Enjoy your ${recipe.name}.`);
    }
    wasComplete.current = progress.allComplete;
  }, [progress.allComplete, recipe.name, say]);

  // A newly shown step is brought into view with its heading focused, so a screen reader starts
  // there; the page scrolls only when the heading is out of sight (a phone after Next), never on a
  // desktop where the step is already on screen.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const stepNav = useRef<HTMLElement>(null);
  const shownStep = useRef(current);
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    const heading = stepHeading.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    const top = heading.getBoundingClientRect().top;
    const visibleBottom = Math.min(window.innerHeight, stepNav.current?.getBoundingClientRect().top ?? Infinity);
    if (top < 0 || top > visibleBottom - 96) {
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
      heading.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    }
  }, [current]);

  const finish = () => {
    progress.reset();
    timers.removeAll();
    cancelSpeech();
    navigate(paths.recipe(recipe.id));
  };

  if (stepCount === 0) {
    return (
      <main id="main" className="page page--narrow">
        <div className="cook-state">
          <h1>{recipe.name}</h1>
          <p>This recipe has no steps to cook through.</p>
          <ButtonLink to={paths.recipe(recipe.id)}>Exit</ButtonLink>
        </div>
      </main>
    );
  }

  const { percent, done, total } = cookProgress(progress.completed, stepCount);
  const progressText = `${percent}% complete · ${done}/${total} steps done`;
  const onLastStep = current >= stepCount - 1;

  return (
    <main id="main" className="cook-mode">
      <div className="cook-mode__bar">
        <ButtonLink to={paths.recipe(recipe.id)} variant="secondary" className="cook-mode__exit">
          <ArrowLeftIcon size={22} /> Exit
        </ButtonLink>
        <div className="cook-mode__title">
          <p className="cook-mode__eyebrow">Cook mode</p>
          <h1>{recipe.name}</h1>
        </div>
        <div className="cluster cook-mode__tools">
          <UnitsToggle system={units} onChange={setUnits} />
          <button
            type="button"
            className={`pill-button hands-free${handsFree ? ' hands-free--on' : ''}`}
            aria-pressed={handsFree}
            onClick={() => setHandsFree(!handsFree)}
          >
            <MicIcon />
            Hands-free
            <span className="hands-free__state" aria-hidden="true">
              {handsFree ? 'On' : 'Off'}
            </span>
          </button>
        </div>
      </div>

      <div className="cook-progress">
        <div className="cook-progress__text">
          <span>
            Step {current + 1} of {stepCount}
          </span>
          <span>{progressText}</span>
        </div>
        <div
          className="cook-progress__track"
          role="progressbar"
          aria-label="Recipe progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}% complete`}
        >
          <span className="cook-progress__fill" style={{ width: `${percent}%` }} />
        </div>
      </div>

      {handsFree && (
        <div className="voice-bar" role="status">
          <span className={`voice-bar__dot${listening ? ' voice-bar__dot--live' : ''}`} aria-hidden="true" />
          <div className="stack voice-bar__text">
            <strong>{listening ? 'Listening' : 'Starting the microphone…'}</strong>
            <span className="voice-bar__hint">
              Try {VOICE_COMMAND_EXAMPLES.map((example) => `“${example}”`).join(', ')}
            </span>
            {caption && (
              <span className="voice-bar__heard">
                Heard: <q>{caption}</q>
              </span>
            )}
          </div>
        </div>
      )}

      <div className="cook-mode__layout">
        <div className="stack cook-mode__main">
          <TimerDock timers={timers} />
          {progress.allComplete && (
            <section className="cook-complete" aria-labelledby="cook-complete-heading">
              <span className="icon-disc icon-disc--primary cook-complete__icon">
                <TrophyIcon />
              </span>
              <div>
                <h2 id="cook-complete-heading" ref={completeHeading} tabIndex={-1}>
                  Recipe Complete!
                </h2>
                <p className="cook-complete__progress">{progressText}</p>
                <p>Every step is done. Enjoy your {recipe.name}!</p>
              </div>
              <Button onClick={finish}>Finish Cooking</Button>
            </section>
          )}
          <StepView
            index={current}
            count={stepCount}
            text={steps[current]}
            timers={stepTimers[current] ?? []}
            complete={progress.isComplete(current)}
            onToggleComplete={() => toggleComplete(current, !progress.isComplete(current))}
            onReadAloud={() => readStep(current)}
            onStartTimer={(timer) => startTimer(timer, current)}
            headingRef={stepHeading}
          />
          <nav className="cook-nav" aria-label="Steps" ref={stepNav}>
            <Button
              variant="secondary"
              className="btn--large"
              disabled={current === 0}
              onClick={() => goTo(current - 1)}
            >
              <ArrowLeftIcon size={22} /> Previous
            </Button>
            {onLastStep ? (
              <Button className="btn--large" disabled={progress.allComplete} onClick={() => next()}>
                Done <CheckIcon size={22} />
              </Button>
            ) : (
              <Button className="btn--large" onClick={() => next()}>
                Next <ArrowRightIcon />
              </Button>
            )}
          </nav>
        </div>

        <IngredientChecklist
          lines={ingredients}
          isChecked={progress.isIngredientChecked}
          onCheckedChange={progress.setIngredientChecked}
        />

        <aside className="stack cook-mode__side" aria-label="Recipe">
          <section className="side-panel cook-panel" aria-labelledby="cook-steps-heading">
            <h2 id="cook-steps-heading">All steps</h2>
            <StepList
              steps={steps}
              current={current}
              isComplete={progress.isComplete}
              onSelect={(index) => goTo(index)}
              onToggleComplete={toggleComplete}
            />
          </section>
        </aside>
      </div>

      <div className="visually-hidden" role="alert">
        {timers.announcement}
      </div>
      {renderAssistant?.({ recipe, currentStep: current, handsFree, setHandsFree, heard })}
    </main>
  );
}
