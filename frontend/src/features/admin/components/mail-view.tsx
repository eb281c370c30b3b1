import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/api';
import { useDecodedMail } from '../api/admin';

const URL_PATTERN = /(https?:\/\/[^\s<>"')\]]+)/g;

/** Plain text with its web addresses as links (a mail's answer link is one click, whole). */
function Linkified({ text }: { text: string }) {
  const parts: ReactNode[] = text.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} target="_blank" rel="noreferrer noopener">
        {part}
      </a>
    ) : (
      part
    ),
  );
  return <pre className="mail-view__text">{parts}</pre>;
}

/**
 * One stored message as an operator reads it: its headers, then the decoded plain text with clickable
 * links, or the HTML part in a sandboxed frame (no scripts, no same-origin access, no navigation).
 */
export function MailView({ id }: { id: string }) {
  const mail = useDecodedMail(id);
  const [view, setView] = useState<'text' | 'html'>('text');
  if (mail.isLoading) return <p role="status">Loading the message…</p>;
  if (mail.isError || !mail.data) return <p role="alert">{errorMessage(mail.error, 'Could not read this message.')}</p>;
  const { from, to, subject, sentAt, text, html } = mail.data;
  return (
    <article className="mail-view" aria-label={`Message “${subject}”`}>
      <dl className="mail-view__headers">
        <dt>From</dt>
        <dd>{from}</dd>
        <dt>To</dt>
        <dd>{to.join(', ')}</dd>
        <dt>Subject</dt>
        <dd>{subject}</dd>
        {sentAt && (
          <>
            <dt>Sent</dt>
            <dd>{new Date(sentAt).toLocaleString()}</dd>
          </>
        )}
      </dl>
      {html !== null && (
        <div className="mail-view__switch" role="group" aria-label="Show the message as">
          <button
            type="button"
            className="btn btn--small btn--secondary"
            aria-pressed={view === 'text'}
            onClick={() => setView('text')}
          >
            Plain text
          </button>
          <button
            type="button"
            className="btn btn--small btn--secondary"
            aria-pressed={view === 'html'}
            onClick={() => setView('html')}
          >
            HTML
          </button>
        </div>
      )}
      {view === 'html' && html !== null ? (
        <iframe className="mail-view__html" title={`HTML of “${subject}”`} sandbox="" srcDoc={html} />
      ) : (
        <Linkified text={text} />
      )}
    </article>
  );
}
