/** When a chat message was sent, as the cook's clock shows it ("3:07 PM"). */
export function MessageTime({ at, className }: { at: Date; className: string }) {
  return (
    <time className={className} dateTime={at.toISOString()}>
      {at.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}
    </time>
  );
}
