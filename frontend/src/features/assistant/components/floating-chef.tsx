import { useCallback, useEffect, useId, useRef, useState, type ComponentType, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { ChefIcon, CloseIcon, MicIcon, SendIcon, SpeakerIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import {
  cancelSpeech,
  COOK_MODE_VOICE,
  HOME_ASSISTANT_VOICE,
  isRecognitionSupported,
  isSpeaking,
  speak,
  voiceNotSupported,
} from '../../../lib/speech';
import { readStored, writeStored } from '../../../lib/offline-sync';
import { useSpeechListener } from '../../../lib/use-speech-listener';
import { matchWakePhrase } from '../../../lib/wake-phrase';
import { isPremiumRefusal } from '../../../lib/premium';
import { askAssistant, type AssistantQuestion } from '../api/assistant';
import { usePremium } from '../../../lib/session';
import { CHEF_SUGGESTIONS } from '../lib/popular-questions';
import { recipeContext, type ChefRecipe } from '../lib/recipe-context';
import { ChatMessage } from './chat-message';
import '../assistant.css';

export type { ChefRecipe } from '../lib/recipe-context';

/** Cook mode owns the microphone (hands-free commands); the chef receives its 'hey chef' questions. */
export interface ChefCookMode {
  /** 0-based step on screen. */
  currentStep: number;
  handsFree: boolean;
  onHandsFreeChange(on: boolean): void;
  /** A 'hey chef …' question cook mode heard; a new id means a new question. */
  heard: { id: number; question: string } | null;
}

export interface FloatingChefProps {
  recipe: ChefRecipe;
  /** The servings the page shows (the cook may have scaled the recipe); the recipe's own when absent. */
  servings?: number;
  /** Defaults to the signed-in session's Premium flag. */
  isPremium?: boolean;
  /** Present inside cook mode. */
  cookMode?: ChefCookMode;
}

interface ChefMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  timestamp: Date;
}

const AUTO_LISTEN_DELAY_MS = 1000;
/**
 * Whether the cook has turned voice listening on (true) or off (false) on this device. Recipe pages
 * listen by themselves only once the cook has chosen it: a first visit never opens a microphone
 * prompt unasked.
 */
const VOICE_CHOICE_KEY = 'Sous_voiceListening';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const voiceChosen = () => readStored(VOICE_CHOICE_KEY, isBoolean) === true;
const rememberVoice = (on: boolean) => writeStored(VOICE_CHOICE_KEY, on);
const ERROR_RETRY_MS = 5000;
const COOK_MODE_SORRY = 'Sorry, I had trouble understanding that. Please try again.';

function unitsAreMetric(): boolean {
  try {
    return window.localStorage.getItem('Sous_units') !== 'original';
  } catch {
    return true;
  }
}

function recipeLines(recipe: ChefRecipe) {
  const metric = unitsAreMetric();
  const pick = (original: string[], converted?: string[]) =>
    metric && converted && converted.length === original.length ? converted : original;
  return {
    ingredients: pick(recipe.ingredients, recipe.ingredientsMetric),
    instructions: pick(recipe.instructions, recipe.instructionsMetric),
  };
}

/**
 * The floating AI chef on recipe screens and in cook mode: a button opening a chat panel, voice
 * listening for 'hey chef' and spoken replies (spec sections 2, 4 and 9). Premium only; free users
 * pressing it get the 'Premium Feature' toast.
 */
export function FloatingChef({ recipe, servings, isPremium, cookMode }: FloatingChefProps) {
  const sessionPremium = usePremium();
  const premium = isPremium ?? sessionPremium;
  const { toast } = useToast();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [speechOn, setSpeechOn] = useState(true);
  const [wantListening, setWantListening] = useState(false);
  const userAskedToListen = useRef(false);
  const [messages, setMessages] = useState<ChefMessage[]>([]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const pendingRef = useRef(false);
  const nextId = useRef(1);
  const openRef = useRef(open);
  const fabRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    openRef.current = open;
  });

  const showPremiumToast = useCallback(
    () =>
      toast({
        title: 'Premium Feature',
        description: 'Upgrade to premium for voice-activated AI cooking assistant',
        variant: 'destructive',
      }),
    [toast],
  );

  const append = (role: ChefMessage['role'], content: string) => {
    const message = { id: nextId.current++, role, content, timestamp: new Date() };
    setMessages((current) => [...current, message]);
  };

  const ask = async (raw: string) => {
    const question = raw.trim();
    if (!premium) {
      showPremiumToast();
      return;
    }
    if (!question || pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    setOpen(true);
    append('user', question);
    const { ingredients, instructions } = recipeLines(recipe);
    const body: AssistantQuestion = cookMode
      ? {
          question,
          recipeName: recipe.name,
          recipeIngredients: ingredients,
          recipeInstructions: instructions,
          currentStep: cookMode.currentStep,
        }
      : { question, context: recipeContext(recipe, { ingredients, instructions }, servings) };
    try {
      const { answer } = await askAssistant(body);
      const reply = answer.trim() || (cookMode ? COOK_MODE_SORRY : 'No response received');
      append('assistant', reply);
      if (speechOn && answer.trim()) speak(answer, cookMode ? COOK_MODE_VOICE : HOME_ASSISTANT_VOICE);
    } catch (error) {
      if (isPremiumRefusal(error)) showPremiumToast();
      else if (cookMode) append('assistant', COOK_MODE_SORRY);
      else toast({ title: 'Error', description: 'Failed to get response from AI chef', variant: 'destructive' });
    } finally {
      pendingRef.current = false;
      setPending(false);
    }
  };

  // Recipe screens: start listening for 'hey chef' about 1 s after load, for premium users who have
  // turned listening on before on this device.
  useEffect(() => {
    if (cookMode || !premium || !isRecognitionSupported() || !voiceChosen()) return;
    const timer = window.setTimeout(() => setWantListening(true), AUTO_LISTEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [cookMode, premium]);

  const onHeard = (transcript: string) => {
    const wake = matchWakePhrase(transcript, { anywhere: true });
    if (wake) {
      cancelSpeech();
      if (wake.question.length > 2) void ask(wake.question);
      else setOpen(true);
      return;
    }
    // While the chef talks the microphone mostly hears the chef: only the wake phrase interrupts.
    if (isSpeaking()) return;
    if (openRef.current && transcript.trim().length > 2) void ask(transcript);
  };

  const homeListening = useSpeechListener({
    enabled: !cookMode && premium && wantListening,
    onTranscript: onHeard,
    onVoiceError: (error) => {
      setWantListening(false);
      // Spec section 8: the automatic listener only logs; a cook who pressed the mic is told why.
      if (userAskedToListen.current) {
        toast({ title: error.title, description: error.description, variant: 'destructive' });
      } else console.warn('Voice listening stopped:', error.description);
    },
    restartDelayMs: 1000,
    errorRetryMs: ERROR_RETRY_MS,
  });
  const listening = cookMode ? cookMode.handsFree : homeListening || (wantListening && premium);

  // Cook mode: questions its microphone heard after 'hey chef'.
  const handledHeard = useRef(cookMode?.heard?.id ?? 0);
  const heard = cookMode?.heard ?? null;
  useEffect(() => {
    if (!heard || heard.id === handledHeard.current) return;
    handledHeard.current = heard.id;
    cancelSpeech();
    if (!premium) showPremiumToast();
    else if (heard.question.trim()) void ask(heard.question);
    else setOpen(true);
    // `ask` reads the latest render's state; only a new heard id should trigger this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heard]);

  useEffect(() => {
    if (!open) return;
    inputRef.current?.focus();
    // Escape closes the panel wherever focus is (it may sit on a button that just got disabled).
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      fabRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  // Ready for the next question once a reply lands.
  useEffect(() => {
    if (open && !pending) inputRef.current?.focus({ preventScroll: true });
  }, [open, pending]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  // Leaving the page silences the chef.
  useEffect(() => () => cancelSpeech(), []);

  const toggleListening = () => {
    if (!premium) return showPremiumToast();
    if (!isRecognitionSupported()) {
      const error = voiceNotSupported();
      toast({ title: error.title, description: error.description, variant: 'destructive' });
      return;
    }
    const next = !listening;
    rememberVoice(next);
    if (cookMode) cookMode.onHandsFreeChange(next);
    else {
      userAskedToListen.current = true;
      setWantListening(next);
    }
  };

  const toggleSpeech = () => {
    if (speechOn) cancelSpeech();
    setSpeechOn((on) => !on);
  };

  const close = () => {
    setOpen(false);
    fabRef.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = input;
    if (!question.trim() || pending) return;
    setInput('');
    void ask(question);
  };

  const pressFab = () => {
    if (!premium) return showPremiumToast();
    if (open) close();
    else setOpen(true);
  };

  const listeningText = cookMode
    ? listening
      ? 'Hands-free on — say “hey chef” and your question'
      : 'Voice off — turn on hands-free to talk'
    : listening
      ? 'Listening for “hey chef” — on each recipe page until you turn it off'
      : 'Voice off — turn it on and recipe pages listen for “hey chef” from then on';

  return (
    <div className={`chef${cookMode ? ' chef--cook-mode' : ''}`}>
      {open && (
        <section className="chef-panel" role="dialog" aria-modal="false" aria-labelledby={titleId}>
          <header className="chef-panel__header">
            <span className="icon-disc chef-panel__avatar" aria-hidden="true">
              <ChefIcon />
            </span>
            <div className="chef-panel__heading">
              <h2 id={titleId}>AI Chef</h2>
              <p className="chef-panel__recipe">{recipe.name}</p>
            </div>
            <PanelToggle
              pressed={listening}
              label="Voice listening"
              title={listening ? 'Stop listening' : 'Listen for “hey chef”'}
              icon={MicIcon}
              onClick={toggleListening}
            />
            <PanelToggle
              pressed={speechOn}
              label="Speak replies"
              title={speechOn ? 'Stop speaking replies' : 'Speak replies aloud'}
              icon={SpeakerIcon}
              onClick={toggleSpeech}
            />
            <button type="button" className="icon-button chef-panel__icon" aria-label="Close AI chef" onClick={close}>
              <CloseIcon size={20} />
            </button>
          </header>
          <p className={`chef-panel__status${listening ? ' chef-panel__status--live' : ''}`}>
            <span className="chef-panel__dot" aria-hidden="true" />
            {listeningText}
          </p>
          <div
            className="stack chef-panel__log"
            ref={logRef}
            role="log"
            aria-label="Conversation with the AI chef"
            tabIndex={0}
          >
            {messages.length === 0 && (
              <div className="chef-panel__empty">
                <p>Ask anything about {recipe.name}, or say “hey chef” and your question.</p>
                <div className="cluster chef-panel__suggestions">
                  {CHEF_SUGGESTIONS.map((suggestion) => (
                    <button
                      key={suggestion}
                      type="button"
                      className="chef-suggestion"
                      disabled={pending}
                      onClick={() => void ask(suggestion)}
                    >
                      {suggestion}
                    </button>
                  ))}
                </div>
              </div>
            )}
            {messages.map((message) => (
              <ChatMessage
                key={message.id}
                block="chef-message"
                from={message.role}
                who={<span className="visually-hidden">{message.role === 'user' ? 'You said:' : 'AI chef:'}</span>}
                text={message.content}
                at={message.timestamp}
              />
            ))}
            {pending && (
              <div className="chef-message chef-message--thinking" role="status">
                <div className="chef-message__bubble chef-message__bubble--thinking">Thinking...</div>
              </div>
            )}
          </div>
          <form className="input-row chef-panel__form" onSubmit={submit}>
            <input
              ref={inputRef}
              className="input"
              value={input}
              onChange={(event) => setInput(event.target.value)}
              placeholder="Ask about this recipe…"
              aria-label="Ask the AI chef"
              maxLength={1000}
            />
            <Button type="submit" aria-label="Send" disabled={!input.trim() || pending}>
              <SendIcon />
            </Button>
          </form>
        </section>
      )}
      <button
        ref={fabRef}
        type="button"
        className={`chef-fab${premium ? '' : ' chef-fab--locked'}`}
        aria-label={premium ? 'AI chef assistant' : 'AI chef assistant — a Premium feature'}
        aria-expanded={premium ? open : undefined}
        onClick={pressFab}
      >
        <ChefIcon />
        {premium && listening && <span className="chef-fab__live" aria-hidden="true" />}
      </button>
    </div>
  );
}

/** An on/off icon button in the panel's header; `label` names what it turns on, the icon is struck through while off. */
function PanelToggle({
  pressed,
  label,
  title,
  icon: Icon,
  onClick,
}: {
  pressed: boolean;
  label: string;
  title: string;
  icon: ComponentType<{ off: boolean; size: number }>;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="icon-button chef-panel__icon"
      aria-pressed={pressed}
      aria-label={label}
      title={title}
      onClick={onClick}
    >
      <Icon off={!pressed} size={20} />
    </button>
  );
}
