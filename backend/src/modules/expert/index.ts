export { expertRoutes } from './expert.routes';
export { createExpertService, type ExpertService } from './expert.service';
export { linkSecret } from './answer-link';
export { templateDraft, type AnswerDrafter } from './drafts';
export { questionReceivedMail, expertQuestionMail, answerMail } from './expert.mail';
export * as expertQuestions from './expert.worker';
export { drafterFromAi } from './drafts-ai';
