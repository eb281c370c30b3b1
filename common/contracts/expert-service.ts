/** The expert service's own words, apart from the expert contract so that the plan cards carry only these. */

/**
 * The one description of the expert service, used wherever it is named (plans, landing, subscribe, the
 * expert page, the refusal a free cook reads): the answer is drafted with AI help, then a person reviews
 * it and sends it.
 */
export const EXPERT_SERVICE_NAME = 'Ask a cooking expert';
export const EXPERT_SERVICE_DESCRIPTION =
  'An answer to your cooking question, drafted with AI help and reviewed and sent by a person within 24 hours.';
/** The plan cards' line for it. */
export const EXPERT_PLAN_FEATURE = `${EXPERT_SERVICE_NAME}: an AI-drafted answer, reviewed and sent by a person within 24 hours`;
