/** The events the contact module writes, by type. Its processors are beside it (`<event>.processor.ts`). */
export interface ContactEventPayloads {
  /** The contact form was sent (stored): mail support with Reply-To the sender. */
  'contact_message.sent': { contactMessageId: string };
}

declare module '../../platform/events/types' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merges these events into the catalog
  interface EventPayloads extends ContactEventPayloads {}
}
