export { assistantRoutes } from './assistant.routes';
export { createAssistantService, type AssistantService } from './assistant.service';
