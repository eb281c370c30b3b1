import type { ReactNode } from 'react';
import { RichText } from './rich-text';

/**
 * One message of a conversation with the AI chef: who said it, the words (the chef's read as rich
 * text) with anything that goes with them (`children`: quick tips), and when, as the cook's clock
 * shows it. `block` is the CSS block of the screen it is on (the chat page, the floating panel).
 */
export function ChatMessage({
  block,
  from,
  who,
  text,
  at,
  children,
}: {
  block: 'assistant-message' | 'chef-message';
  from: 'user' | 'assistant';
  who: ReactNode;
  text: string;
  at: Date;
  children?: ReactNode;
}) {
  return (
    <article className={`${block} ${block}--${from}`}>
      {who}
      <div className={`${block}__bubble`}>
        {from === 'assistant' ? <RichText text={text} /> : <p>{text}</p>}
        {children}
      </div>
      <time className={`${block}__time`} dateTime={at.toISOString()}>
        {at.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}
      </time>
    </article>
  );
}
