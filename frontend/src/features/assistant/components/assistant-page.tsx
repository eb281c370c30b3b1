import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PremiumPrice, UpgradeLink } from '../../../components/premium-upsell';
import { Button } from '../../../components/ui/button';
import { ChefIcon, CrownIcon, LightbulbIcon, SendIcon, SparkleIcon } from '../../../components/ui/icons';
import { useToast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { askWithStreaming } from '../api/assistant';
import { ASSISTANT_BENEFITS, POPULAR_QUESTIONS, PRO_TIPS } from '../lib/popular-questions';
import { ChatMessage } from './chat-message';
import '../assistant.css';

/** Spec section 3: the assistant page's message. */
interface PageMessage {
  id: number;
  type: 'user' | 'assistant';
  message: string;
  timestamp: Date;
  tips: string[];
  relatedTopics: string[];
}

export interface AssistantPageProps {
  signedIn: boolean;
  isPremium: boolean;
}

/** `/cooking-assistant`: sign-in prompt, Premium upsell, or the chat (spec section 2). */
export function AssistantPage({ signedIn, isPremium }: AssistantPageProps) {
  if (!signedIn) return <SignInPrompt />;
  if (!isPremium) return <Upsell />;
  return <AssistantChat />;
}

function SignInPrompt() {
  return (
    <AssistantGate lead="Sign in to ask our AI chef about techniques, substitutions and food safety.">
      <a className="btn btn--primary btn--large" href={paths.signIn()}>
        Sign In
      </a>
    </AssistantGate>
  );
}

function Upsell() {
  return (
    <AssistantGate upsell lead="Your personal chef, on call whenever you cook. Upgrade to Premium to get:">
      <ul className="assistant-benefits">
        {ASSISTANT_BENEFITS.map((benefit) => (
          <li key={benefit}>
            <SparkleIcon size={18} /> {benefit}
          </li>
        ))}
      </ul>
      <PremiumPrice className="price" unit="/ month" />
      <UpgradeLink />
    </AssistantGate>
  );
}

/** The page a cook sees instead of the chat: why they can't chat yet, then what to do about it. */
function AssistantGate({ upsell = false, lead, children }: { upsell?: boolean; lead: string; children: ReactNode }) {
  return (
    <main id="main" className="page page--narrow">
      <div className={`panel assistant-gate${upsell ? ' assistant-gate--upsell' : ''}`}>
        <span className="icon-disc assistant-gate__icon" aria-hidden="true">
          <ChefIcon />
        </span>
        {upsell && (
          <p className="assistant-gate__eyebrow">
            <CrownIcon /> Premium Chef feature
          </p>
        )}
        <h1>AI Cooking Assistant</h1>
        <p className="lead">{lead}</p>
        {children}
      </div>
    </main>
  );
}

function AssistantChat() {
  const { toast } = useToast();
  const inputId = useId();
  const [messages, setMessages] = useState<PageMessage[]>([]);
  const [input, setInput] = useState('');
  const [pending, setPending] = useState(false);
  const [streamingId, setStreamingId] = useState<number | null>(null);
  const nextId = useRef(1);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  // Auto-scroll to the newest message, streamed text included.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages, pending]);

  const patch = (id: number, change: Partial<PageMessage>) =>
    setMessages((current) => current.map((message) => (message.id === id ? { ...message, ...change } : message)));

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const question = input.trim();
    if (!question || pending) return;
    setInput('');
    setPending(true);
    const userId = nextId.current++;
    const replyId = nextId.current++;
    const empty = { tips: [], relatedTopics: [] };
    setMessages((current) => [
      ...current,
      { id: userId, type: 'user', message: question, timestamp: new Date(), ...empty },
    ]);
    const controller = new AbortController();
    abort.current = controller;
    let streamed = '';
    try {
      const answer = await askWithStreaming(
        { question },
        (delta) => {
          if (!streamed) {
            setMessages((current) => [
              ...current,
              { id: replyId, type: 'assistant', message: '', timestamp: new Date(), ...empty },
            ]);
            setStreamingId(replyId);
          }
          streamed += delta;
          patch(replyId, { message: streamed });
        },
        controller.signal,
      );
      const final = {
        message: answer.answer.trim() || streamed || 'No response received',
        tips: answer.tips,
        relatedTopics: answer.relatedTopics,
      };
      if (streamed) patch(replyId, final);
      else setMessages((current) => [...current, { id: replyId, type: 'assistant', timestamp: new Date(), ...final }]);
    } catch (error) {
      if (controller.signal.aborted) return;
      setMessages((current) => current.filter((message) => message.id !== replyId));
      toast({
        title: 'Unable to get cooking advice',
        description: errorMessage(error, 'Please try again later'),
        variant: 'destructive',
      });
    } finally {
      setStreamingId(null);
      setPending(false);
    }
  };

  // Re-focus the input once a reply lands, ready for the next question.
  useEffect(() => {
    if (!pending) inputRef.current?.focus({ preventScroll: true });
  }, [pending]);

  const thinking = pending && streamingId === null;

  return (
    <main id="main" className="page assistant-page">
      <header className="assistant-header">
        <span className="icon-disc assistant-header__icon" aria-hidden="true">
          <ChefIcon />
        </span>
        <div>
          <h1>
            AI Cooking Assistant{' '}
            <span className="premium-badge">
              <CrownIcon /> Premium
            </span>
          </h1>
          <p className="lead">Ask anything about cooking. Answers use metric amounts and Celsius temperatures.</p>
        </div>
      </header>

      <div className="assistant-layout">
        <section className="assistant-chat" aria-labelledby="assistant-chat-heading">
          <h2 id="assistant-chat-heading" className="visually-hidden">
            Chat with the AI cooking assistant
          </h2>
          <div
            ref={logRef}
            className="stack assistant-chat__log"
            role="log"
            aria-label="Conversation"
            aria-busy={pending}
            tabIndex={0}
          >
            {messages.length === 0 && !pending && (
              <div className="assistant-chat__empty">
                <span className="icon-disc assistant-gate__icon" aria-hidden="true">
                  <ChefIcon />
                </span>
                <p className="assistant-chat__prompt">What are we cooking today?</p>
                <p>
                  Ask about techniques, substitutions, food safety or converting a recipe to metric, or pick one of the
                  popular questions.
                </p>
              </div>
            )}
            {messages.map((message) => (
              <ChatMessage
                key={message.id}
                block="assistant-message"
                from={message.type}
                who={<p className="assistant-message__who">{message.type === 'user' ? 'You' : 'AI Chef'}</p>}
                text={message.message}
                at={message.timestamp}
              >
                {message.type === 'assistant' && message.tips.length > 0 && (
                  <aside className="quick-tips" aria-label="Quick Tips">
                    <h3>
                      <LightbulbIcon /> Quick Tips
                    </h3>
                    <ul>
                      {message.tips.map((tip, index) => (
                        <li key={index}>{tip}</li>
                      ))}
                    </ul>
                  </aside>
                )}
              </ChatMessage>
            ))}
            {thinking && (
              <div className="assistant-message assistant-message--assistant" role="status">
                <div className="assistant-message__bubble assistant-message__bubble--thinking">
                  <span className="thinking-dots" aria-hidden="true">
                    <span />
                    <span />
                    <span />
                  </span>
                  Thinking...
                </div>
              </div>
            )}
          </div>
          <form className="input-row assistant-chat__form" onSubmit={send}>
            <label htmlFor={inputId} className="visually-hidden">
              Your cooking question
            </label>
            <input
              id={inputId}
              ref={inputRef}
              className="input"
              value={input}
              onChange={(event) => setInput(event.target.value)}
              placeholder="e.g. How many grams are in a cup of sugar?"
              disabled={pending}
              maxLength={1000}
              autoComplete="off"
            />
            <Button type="submit" disabled={pending || !input.trim()}>
              <SendIcon /> Ask
            </Button>
          </form>
        </section>

        <aside className="assistant-side">
          <section className="side-panel" aria-labelledby="popular-questions">
            <h2 id="popular-questions">Popular Questions</h2>
            <ul className="plain-list stack popular-questions">
              {POPULAR_QUESTIONS.map((question) => (
                <li key={question}>
                  <button
                    type="button"
                    disabled={pending}
                    onClick={() => {
                      setInput(question);
                      inputRef.current?.focus();
                    }}
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section className="side-panel assistant-card--tips" aria-labelledby="pro-tips">
            <h2 id="pro-tips">Pro Tips</h2>
            <ul className="pro-tips">
              {PRO_TIPS.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </main>
  );
}
