/** POST /api/contact answers with this once the message is stored. */
export const CONTACT_THANKS = "Thanks — we'll reply within 24 hours.";
